import type { Command } from '../command';

export const board: Command = {
  name: 'board',
  summary: '(not built yet)',
  usage: 'chamber board',
  options: {},
  run() {
    throw new Error('chamber board is not built yet');
  },
};
