import type { Command } from '../command';

export const los: Command = {
  name: 'los',
  summary: '(not built yet)',
  usage: 'chamber los',
  options: {},
  run() {
    throw new Error('chamber los is not built yet');
  },
};
