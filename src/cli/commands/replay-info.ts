import type { Command } from '../command';

export const replayInfo: Command = {
  name: 'replay info',
  summary: '(not built yet)',
  usage: 'chamber replay info',
  options: {},
  run() {
    throw new Error('chamber replay info is not built yet');
  },
};
