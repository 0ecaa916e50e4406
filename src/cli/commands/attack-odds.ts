import type { Command } from '../command';

export const attackOdds: Command = {
  name: 'attack-odds',
  summary: '(not built yet)',
  usage: 'chamber attack-odds',
  options: {},
  run() {
    throw new Error('chamber attack-odds is not built yet');
  },
};
