import type { Command } from '../command';

export const odds: Command = {
  name: 'odds',
  summary: '(not built yet)',
  usage: 'chamber odds',
  options: {},
  run() {
    throw new Error('chamber odds is not built yet');
  },
};
