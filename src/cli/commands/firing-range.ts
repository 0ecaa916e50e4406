/**
 * `chamber firing-range [--attacks N] [--seed S] [--variant NAME]... [--override PATH=VALUE]...
 * [--json]`: the kit 04 Scenario B firing protocol (issue 18 §4), every soldier's equipped weapon
 * against a full-HP worker in each cover, with the engine's exact expectation beside each row;
 * under changed rules (as autoplay takes them, issue 32) both are the changed ruleset's. --json prints {"rows":[{"soldier","weapon","target",
 * "cover","braced","pointBlank","attacks","shots","hits","deflections","potentialDamage",
 * "hpRemoved","kills","apSpent","exact":{"expectedHpRemoved":"p/q","kill":"p/q"}}]}.
 */
import Fraction from 'fraction.js';
import { defineCommand, refuseArguments } from '../command';
import { flag, integer } from '../options';
import { OVERRIDE, rulesOf, rulesText, VARIANT } from '../lab-options';
import { firingRange, type FiringRow } from '../../lab/firing-range';
import { SEED_MAX, SEED_MIN } from '../../lab/seeds';
import { counted } from '../../lab/report/counted';

const USAGE = 'chamber firing-range [--attacks N (default 10, as the kit)] [--seed S] [--variant NAME]... [--override PATH=VALUE]... [--json]';

function table(rows: readonly FiringRow[]): string {
  const head = ['soldier', 'weapon', 'target', 'cover', 'brace', 'PB', 'attacks', 'shots', 'hits', 'defl', 'potential', 'HP removed', 'kills', 'AP', 'HP/attack', 'exact', 'kill rate', 'exact'];
  const body = rows.map((r) => [
    r.soldier, r.weapon, r.target, r.cover, r.braced ? 'yes' : 'no', r.pointBlank ? 'yes' : 'no',
    r.attacks, r.shots, r.hits, r.deflections, r.potentialDamage, r.hpRemoved, r.kills, r.apSpent,
    (r.hpRemoved / r.attacks).toFixed(3), new Fraction(r.exact.expectedHpRemoved).valueOf().toFixed(3),
    (r.kills / r.attacks).toFixed(3), new Fraction(r.exact.kill).valueOf().toFixed(3),
  ].map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [line(head), ...body.map(line)].join('\n') + '\n';
}

export const firingRangeCommand = defineCommand({
  name: 'firing-range',
  summary: 'run the kit 04 Scenario B firing protocol (every weapon, every cover, braced and not, Chen point blank) beside the exact odds',
  usage: USAGE,
  options: {
    attacks: integer('N', 'attacks a row, each its own activation from a full-HP target (the kit says 10)', { min: 1, max: 100_000, default: 10 }),
    seed: integer('S', 'the dice seed of the whole range (attack j of row r: a mix of S, r and j)', { min: SEED_MIN, max: SEED_MAX, default: 1 }),
    variant: VARIANT,
    override: OVERRIDE,
    json: flag('print {"rows":[...]}, one row per soldier, target, brace and point blank'),
  },
  run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    const attacks = values.attacks ?? 10;
    const seed = values.seed ?? 1;
    const rules = rulesOf(values);
    const rows = firingRange({ attacks, seed, rules });
    io.stdout(values.json ? JSON.stringify({ rows }) + '\n'
      : `Scenario B firing range (kit 04): ${counted(attacks, 'attack')} a row from seed ${seed}, ${rulesText(rules)}; exact = the engine's odds (engine/odds)\n${table(rows)}`);
    return 0;
  },
});
