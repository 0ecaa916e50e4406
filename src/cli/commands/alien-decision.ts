import type { Command } from '../command';

export const alienDecision: Command = {
  name: 'alien-decision',
  summary: '(not built yet)',
  usage: 'chamber alien-decision',
  options: {},
  run() {
    throw new Error('chamber alien-decision is not built yet');
  },
};
