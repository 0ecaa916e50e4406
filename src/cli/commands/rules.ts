/**
 * `chamber rules [--json]`: every number of the ruleset by its path, with the kit's value (kit 01,
 * 02, 03, 05 §2, 07), the paths `--override PATH=VALUE` takes (issue 18 §1). --json prints one
 * object {"<path>": <kit value>, ...} in the ruleset's order; the human form adds each range.
 */
import { defineCommand, refuseArguments } from '../command';
import { flag } from '../options';
import { rulesetPaths } from '../../engine/rule-changes/ruleset-paths';
import { VARIANT_NAMES, VARIANT_RULINGS } from '../../engine/rule-changes/variants';
import { KIT_RULESET } from '../../engine/ruleset/ruleset';

const USAGE = 'chamber rules [--json]';

export const rules = defineCommand({
  name: 'rules',
  summary: 'list every ruleset number by its path with its kit value (the paths --override PATH=VALUE takes)',
  usage: USAGE,
  options: { json: flag('print {"<path>": <kit value>, ...}, every path in the ruleset\'s order') },
  run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    const paths = rulesetPaths();
    if (values.json) {
      io.stdout(JSON.stringify(Object.fromEntries(paths.map((p) => [p.path, p.kit]))) + '\n');
      return 0;
    }
    const width = Math.max(...paths.map((p) => p.path.length));
    io.stdout([
      'ruleset numbers (kit 0.2), for --override PATH=VALUE; whole numbers in the range shown:',
      ...paths.map((p) => `  ${p.path.padEnd(width)}  ${String(p.kit).padStart(3)}   (${p.min} to ${p.max})`),
      'variants, for --variant NAME (switches the ruling away from its default):',
      ...VARIANT_NAMES.map((v) => `  ${v} (${VARIANT_RULINGS[v]}, default ${KIT_RULESET.variants[v] ? 'on' : 'off'})`),
    ].join('\n') + '\n');
    return 0;
  },
});
