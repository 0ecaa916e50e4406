import type { Command } from '../command';

export const replayVerify: Command = {
  name: 'replay verify',
  summary: '(not built yet)',
  usage: 'chamber replay verify',
  options: {},
  run() {
    throw new Error('chamber replay verify is not built yet');
  },
};
