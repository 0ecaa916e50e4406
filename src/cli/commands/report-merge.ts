/**
 * `chamber report merge FILE... --report DIR [--json]`: combines the report.json of every shard of
 * one run (`chamber autoplay --shard K/N --report ...`) into exactly the report of the whole run
 * (issue 18 §2; only the timing differs). --json prints the merged summary line, the same keys
 * as `chamber autoplay --json`.
 */
import type { Command } from '../command';
import { UsageError } from '../errors';
import { stringFlag } from '../../lab/flags';
import { mergeShards } from '../../lab/report/merge';
import { writeReport } from '../../lab/report/write-report';
import { summaryOf } from '../../lab/summary';
import { totalsOf } from '../../lab/totals';

const USAGE = 'chamber report merge FILE... [--report DIR] [--json]';

export const reportMerge: Command = {
  name: 'report merge',
  summary: 'combine the shards\' report.json files of one run into the whole run\'s report',
  usage: USAGE,
  options: { report: { type: 'string' }, json: { type: 'boolean' } },
  run(positionals, values, io) {
    if (!positionals.length) throw new UsageError(`report merge needs the shards' report.json files (usage: ${USAGE})`);
    let dir: string | null;
    let merged;
    try {
      dir = values.report === undefined ? null : stringFlag('--report', values.report);
      merged = mergeShards(positionals);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const summary = dir ? writeReport(dir, merged).summary : summaryOf(totalsOf(merged.spec, merged.store.rows()), merged.wallSeconds);
    if (values.json) {
      io.stdout(JSON.stringify(summary) + '\n');
    } else {
      io.stdout(`merged ${positionals.length} shard${positionals.length === 1 ? '' : 's'}: ${summary.games} games of scenario ${merged.spec.scenario}, `
        + `${summary.wins} wins (${(100 * summary.winRate).toFixed(1)}%)${dir ? `; report in ${dir}` : ''}\n`);
    }
    return 0;
  },
};
