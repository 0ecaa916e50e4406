/**
 * `chamber odds --accuracy N [--shots K] [--json | --jsonl]`: exact per-shot hit chance and the
 * chance of at least one hit in K shots (kit 01 ATTACK, RULINGS A2; engine/combat/odds).
 */
import { answerJsonLines, defineCommand, refuseArguments } from '../command';
import { UsageError } from '../errors';
import { flag, integer, integerOf, rangeWords } from '../options';
import { atLeastOneHit, fractionString, luckDice, percentString, perShotHit } from '../../engine/combat/odds';

/**
 * The kit's own numbers reach accuracy +8 (Okafor at Veteran +3, sniper +2, brace +2, spotter +1)
 * and -3 (Voss's MG in full cover, RULINGS A1, C2); -20 to 20 leaves room for rulesets with
 * overrides. A shot's exact chance has 6^shots in its denominator, so shots stop at 50 (the kit's
 * largest attack is Sustained Fire's 4).
 */
export const ACCURACY = integer('N', 'the shot\'s total accuracy (RULINGS A1)', { min: -20, max: 20 });
export const SHOTS = integer('K', 'shots in the attack, each resolved separately', { min: 1, max: 50, default: 1 });

interface OddsQuery { readonly accuracy: number; readonly shots: number }

/** The JSON answer: {"perShot":"p/q","atLeastOne":"p/q"} in that key order. */
export function oddsAnswer(q: OddsQuery): { perShot: string; atLeastOne: string } {
  return { perShot: fractionString(perShotHit(q.accuracy)), atLeastOne: fractionString(atLeastOneHit(q.accuracy, q.shots)) };
}

/** One --jsonl line: {"accuracy":n,"shots":k}, shots optional (1); the same ranges as the flags. */
function parseQuery(raw: unknown): OddsQuery {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new UsageError('a query must be a JSON object like {"accuracy":1,"shots":3}');
  const q = raw as Record<string, unknown>;
  const unknown = Object.keys(q).filter((k) => k !== 'accuracy' && k !== 'shots');
  if (unknown.length) throw new UsageError(`unknown query key "${unknown[0]}" (accuracy, shots)`);
  if (q.accuracy === undefined) throw new UsageError('accuracy is required');
  if (typeof q.accuracy === 'string' || typeof q.shots === 'string') throw new UsageError('accuracy and shots are JSON numbers, not strings');
  return { accuracy: integerOf('accuracy', ACCURACY, q.accuracy), shots: integerOf('shots', SHOTS, q.shots) };
}

function describe(q: OddsQuery): string {
  const p = perShotHit(q.accuracy);
  const k = atLeastOneHit(q.accuracy, q.shots);
  const method = q.accuracy >= 1
    ? `roll ${q.accuracy} D6, any 6 hits`
    : `Blind Luck: attack die needs 6, then ${luckDice(q.accuracy)} luck dice each 4+`;
  const many = `at least one hit in ${q.shots}:`;
  return [
    `accuracy ${q.accuracy} (${method})`,
    `${'per shot:'.padEnd(many.length)} ${fractionString(p)} (${percentString(p)})`,
    `${many} ${fractionString(k)} (${percentString(k)})`,
  ].join('\n') + '\n';
}

const USAGE = 'chamber odds --accuracy N [--shots K] [--json] | --jsonl < queries';

export const odds = defineCommand({
  name: 'odds',
  summary: 'exact hit chances: per shot and at least one hit in K shots',
  usage: USAGE,
  options: {
    accuracy: ACCURACY,
    shots: SHOTS,
    json: flag('print {"perShot":"p/q","atLeastOne":"p/q"}'),
    jsonl: flag('read one {"accuracy":n,"shots":k} per stdin line, answer one JSON line each (same ranges)'),
  },
  async run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    if (values.jsonl) {
      if (values.json || values.accuracy !== undefined || values.shots !== undefined) {
        throw new UsageError('--jsonl reads {"accuracy":n,"shots":k} queries from stdin; give no other flags');
      }
      return answerJsonLines(io, (raw) => oddsAnswer(parseQuery(raw)));
    }
    if (values.accuracy === undefined) throw new UsageError(`--accuracy is required (${rangeWords(ACCURACY.min, ACCURACY.max)}, e.g. --accuracy -1)`);
    const q = { accuracy: values.accuracy, shots: values.shots ?? SHOTS.default };
    io.stdout(values.json ? JSON.stringify(oddsAnswer(q)) + '\n' : describe(q));
    return 0;
  },
});
