import type { Command } from '../command';

export const replaySheet: Command = {
  name: 'replay sheet',
  summary: '(not built yet)',
  usage: 'chamber replay sheet',
  options: {},
  run() {
    throw new Error('chamber replay sheet is not built yet');
  },
};
