import type { Command } from '../command';

export const autoplay: Command = {
  name: 'autoplay',
  summary: '(not built yet)',
  usage: 'chamber autoplay',
  options: {},
  run() {
    throw new Error('chamber autoplay is not built yet');
  },
};
