/**
 * `chamber replay info FILE [--json]`: a summary of a game record (issue 3 §3).
 */
import type { Command } from '../command';
import { UsageError } from '../errors';
import { readRecordFile } from '../../replay/node-file';
import { summaryOf, summaryText } from '../../replay/summary';

export const replayInfo: Command = {
  name: 'replay info',
  summary: 'summary of a game record: scenario, seed, controllers, decisions, result',
  usage: 'chamber replay info FILE [--json]',
  options: { json: { type: 'boolean' } },
  run(positionals, values, io) {
    if (positionals.length !== 1) throw new UsageError('usage: chamber replay info FILE [--json]');
    const summary = summaryOf(readRecordFile(positionals[0]));
    io.stdout(values.json ? JSON.stringify(summary) + '\n' : summaryText(summary));
    return 0;
  },
};
