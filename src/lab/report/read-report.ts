/**
 * Reads a report.json back (for `chamber report merge`): the format, the spec (checked as the
 * flags are: scenario, policy, variants, overrides), the shard and the game rows. Any problem is
 * one line naming the file and what is wrong.
 */
import { parseMechanics } from '../../ai/denial';
import { policyNames } from '../../ai/policies';
import type { GameRow } from '../game-row';
import { parseOverrides } from '../../engine/rule-changes/overrides';
import { labScenario, type RunSpec } from '../run-spec';
import { parseScenarioFile } from '../../engine/setup/scenario-game';
import type { Shard } from '../shard';
import { parseWithout, runSquad } from '../squad-subset';
import { parseVariants, VARIANT_NAMES } from '../../engine/rule-changes/variants';
import { readRegularFile } from '../../replay/node-file';
import { REPORT_FORMAT, REPORT_VERSION, ROW_COLUMNS, rowFromValues } from './report-data';

export interface ReadReport {
  readonly file: string;
  readonly spec: RunSpec;
  readonly shard: Shard | null;
  readonly rows: readonly GameRow[];
  readonly wallSeconds: number;
  /** The file's own `summary` and `totals`, as read (row-checks.ts holds them to the rows' sums). */
  readonly summary: unknown;
  readonly totals: unknown;
}

/**
 * The largest report.json read: about 500 bytes a game, so a shard of a million games fits;
 * and about the longest text node holds in one string.
 */
export const MAX_REPORT_BYTES = 500 * 1024 * 1024;


function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A report's scenario: a lab scenario's name, or a scenario file (checked again) and its id. */
function scenarioOfSpec(scenario: string, file: unknown): Pick<RunSpec, 'scenario' | 'scenarioFile'> {
  if (file === undefined) return { scenario: labScenario(scenario, 'spec.scenario') };
  let scenarioFile;
  try {
    scenarioFile = parseScenarioFile(file);
  } catch (err) {
    throw new Error(`spec.scenarioFile: ${(err as Error).message}`);
  }
  if (scenarioFile.id !== scenario) throw new Error(`spec.scenario "${scenario}" is not its scenario file's id "${scenarioFile.id}"`);
  return { scenario, scenarioFile };
}

export function specFrom(raw: unknown): RunSpec {
  if (!isObject(raw)) throw new Error('"spec" is missing');
  const { scenario, scenarioFile, games, seed, squadAi, budget, variants, overrides, deny, without } = raw;
  if (budget !== undefined && (!Number.isInteger(budget) || (budget as number) < 1)) throw new Error('spec.budget must be a whole number of at least 1');
  if (typeof scenario !== 'string') throw new Error('spec.scenario must be a scenario name');
  if (!Number.isInteger(games) || (games as number) < 1) throw new Error('spec.games must be a whole number of at least 1');
  if (!Number.isInteger(seed)) throw new Error('spec.seed must be a whole number');
  if (typeof squadAi !== 'string' || !policyNames.includes(squadAi)) throw new Error(`spec.squadAi must be one of ${policyNames.join(', ')}`);
  if (!isObject(variants) || !Object.entries(variants).every(([k, v]) => (VARIANT_NAMES as string[]).includes(k) && typeof v === 'boolean')) {
    throw new Error(`spec.variants must map variant names (${VARIANT_NAMES.join(', ')}) to true or false`);
  }
  if (!Array.isArray(overrides) || !overrides.every((o) => typeof o === 'string')) throw new Error('spec.overrides must be a list of PATH=VALUE texts');
  const where = scenarioOfSpec(scenario, scenarioFile);
  return {
    ...where, games: games as number, seed: seed as number, squadAi,
    ...(budget !== undefined ? { budget: budget as number } : {}),
    variants: parseVariants(Object.entries(variants).map(([k, v]) => `${k}=${v ? 'on' : 'off'}`), 'spec.variants'),
    overrides: parseOverrides(overrides as string[], 'spec.overrides'),
    ...(deny !== undefined ? { deny: parseMechanics(textsOf(deny, 'spec.deny'), 'spec.deny') } : {}),
    ...(without !== undefined ? { without: parseWithout(textsOf(without, 'spec.without'), 'spec.without', runSquad(where)) } : {}),
  };
}

function textsOf(v: unknown, at: string): string[] {
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw new Error(`${at} must be a list of names`);
  return v;
}

export function shardFrom(raw: unknown): Shard | null {
  if (raw === null) return null;
  if (!isObject(raw) || !Number.isInteger(raw.index) || !Number.isInteger(raw.count) || (raw.index as number) < 1 || (raw.index as number) > (raw.count as number)) {
    throw new Error('"shard" must be null or {"index":K,"count":N} with 1 <= K <= N');
  }
  return { index: raw.index as number, count: raw.count as number };
}

/**
 * One report file's JSON, read as `replay verify` reads records: a regular file of a sane size
 * only (/dev/zero or a named pipe is refused before a byte is read); a problem is one line naming
 * the file. Every kind of report (autoplay, compare, ladder, probe, contribution) is read here.
 */
export function readReportJson(file: string): unknown {
  let text: string;
  try {
    text = readRegularFile(file, 'report', MAX_REPORT_BYTES);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ENOENT') throw new Error(`${file}: no such file`);
    throw err;
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: not JSON (${(err as Error).message})`);
  }
}

/** Reads and checks one report.json. */
export function readReport(file: string): ReadReport {
  const raw = readReportJson(file);
  try {
    if (!isObject(raw) || raw.format !== REPORT_FORMAT) throw new Error(`not a lab report (format must be "${REPORT_FORMAT}")`);
    if (raw.version !== REPORT_VERSION) throw new Error(`report version ${String(raw.version)} is not ${REPORT_VERSION}`);
    if (!Array.isArray(raw.columns) || raw.columns.join(',') !== ROW_COLUMNS.join(',')) throw new Error('its game columns are not this version\'s');
    if (!Array.isArray(raw.games)) throw new Error('"games" must be a list of rows');
    const summary = raw.summary as Record<string, unknown> | undefined;
    const wallSeconds = typeof summary?.wallSeconds === 'number' ? summary.wallSeconds : 0;
    if (!Number.isFinite(wallSeconds) || wallSeconds < 0) throw new Error(`summary.wallSeconds must be a time in seconds, got ${wallSeconds}`);
    return {
      file, spec: specFrom(raw.spec), shard: shardFrom(raw.shard), wallSeconds, summary: raw.summary, totals: raw.totals,
      rows: raw.games.map((g, i) => rowFromValues(g as unknown[], `games[${i}]`)),
    };
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}
