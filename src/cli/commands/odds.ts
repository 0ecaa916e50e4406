/**
 * `chamber odds --accuracy N [--shots K] [--json | --jsonl]`: exact per-shot hit chance and the
 * chance of at least one hit in K shots (kit 01 ATTACK, RULINGS A2; engine/odds.ts).
 */
import type { Command, ParsedValues } from '../command';
import { answerJsonLines } from '../command';
import { UsageError } from '../errors';
import { atLeastOneHit, fractionString, luckDice, percentString, perShotHit } from '../../engine/odds';

/** A whole number from a flag or a JSON value; anything else is a one-line usage error. */
export function integerValue(name: string, value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim())) return Number(value.trim());
  throw new UsageError(`${name} must be a whole number, got ${JSON.stringify(value)}`);
}

interface OddsQuery { readonly accuracy: number; readonly shots: number }

function shotsValue(name: string, value: unknown): number {
  if (value === undefined) return 1;
  const shots = integerValue(name, value);
  if (shots < 1) throw new UsageError(`${name} must be 1 or more, got ${shots}`);
  return shots;
}

/** The JSON answer: {"perShot":"p/q","atLeastOne":"p/q"} in that key order. */
export function oddsAnswer(q: OddsQuery): { perShot: string; atLeastOne: string } {
  return { perShot: fractionString(perShotHit(q.accuracy)), atLeastOne: fractionString(atLeastOneHit(q.accuracy, q.shots)) };
}

/** One --jsonl line: {"accuracy":n,"shots":k}, shots optional (1). */
function parseQuery(raw: unknown): OddsQuery {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new UsageError('a query must be a JSON object like {"accuracy":1,"shots":3}');
  const q = raw as Record<string, unknown>;
  const unknown = Object.keys(q).filter((k) => k !== 'accuracy' && k !== 'shots');
  if (unknown.length) throw new UsageError(`unknown query key "${unknown[0]}" (accuracy, shots)`);
  if (typeof q.accuracy !== 'number') throw new UsageError('accuracy must be a whole number');
  return { accuracy: integerValue('accuracy', q.accuracy), shots: shotsValue('shots', q.shots) };
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

export const odds: Command = {
  name: 'odds',
  summary: 'exact hit chances: per shot and at least one hit in K shots',
  usage: 'chamber odds --accuracy N [--shots K] [--json] | --jsonl < queries',
  options: {
    accuracy: { type: 'string' },
    shots: { type: 'string' },
    json: { type: 'boolean' },
    jsonl: { type: 'boolean' },
  },
  async run(_positionals: string[], values: ParsedValues, io) {
    if (_positionals.length) throw new UsageError(`unexpected argument "${_positionals[0]}"`);
    if (values.jsonl) {
      if (values.json || values.accuracy !== undefined || values.shots !== undefined) {
        throw new UsageError('--jsonl reads {"accuracy":n,"shots":k} queries from stdin; give no other flags');
      }
      return answerJsonLines(io, (raw) => oddsAnswer(parseQuery(raw)));
    }
    if (values.accuracy === undefined) throw new UsageError('--accuracy is required (a whole number, e.g. --accuracy -1)');
    const q = { accuracy: integerValue('--accuracy', values.accuracy), shots: shotsValue('--shots', values.shots) };
    io.stdout(values.json ? JSON.stringify(oddsAnswer(q)) + '\n' : describe(q));
    return 0;
  },
};
