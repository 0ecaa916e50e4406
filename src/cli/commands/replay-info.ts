/**
 * `chamber replay info FILE [--json]`: a summary of a game record (issue 3 §3).
 */
import { defineCommand, oneRecordFile } from '../command';
import { flag } from '../options';
import { readRecordFile } from '../../replay/node-file';
import { summaryOf, summaryText } from '../../replay/summary';

export const replayInfo = defineCommand({
  name: 'replay info',
  summary: 'summary of a game record: scenario, seed, controllers, decisions, result',
  usage: 'chamber replay info FILE [--json]',
  options: { json: flag('print the summary as one JSON object') },
  run(positionals, values, io) {
    const summary = summaryOf(readRecordFile(oneRecordFile(positionals, 'chamber replay info FILE [--json]')));
    io.stdout(values.json ? JSON.stringify(summary) + '\n' : summaryText(summary));
    return 0;
  },
});
