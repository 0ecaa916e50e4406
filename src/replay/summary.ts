/**
 * A short summary of a record, for `chamber replay info` and the app's record list.
 */
import type { GameRecord } from './record';

export interface RecordSummary {
  readonly format: string;
  readonly version: number;
  readonly title: string | null;
  readonly rulesVersion: string;
  readonly scenario: string;
  readonly seed: number;
  readonly squad: string;
  readonly overrides: Record<string, unknown>;
  readonly variants: Record<string, boolean>;
  readonly decisions: number;
  readonly events: number;
  readonly outcome: string;
  readonly reason: string | null;
  readonly rounds: number;
  readonly consciousSoldiers: number;
  readonly kills: number;
  readonly shots: number;
  readonly reactions: number;
}

export function summaryOf(record: GameRecord): RecordSummary {
  const count = (pred: (e: GameRecord['events'][number]['event']) => boolean) => record.events.filter((e) => pred(e.event)).length;
  return {
    format: record.format,
    version: record.version,
    title: record.title ?? null,
    rulesVersion: record.rulesVersion,
    scenario: record.scenario,
    seed: record.seed,
    squad: record.controllers.squad,
    overrides: record.ruleset.overrides,
    variants: { ...record.ruleset.variants },
    decisions: record.decisions.length,
    events: record.events.length,
    outcome: record.result.outcome ?? 'unfinished',
    reason: record.result.reason,
    rounds: record.result.rounds,
    consciousSoldiers: record.result.consciousSoldiers,
    kills: count((e) => e.type === 'alien.killed'),
    shots: count((e) => e.type === 'shot.rolled'),
    reactions: count((e) => e.type === 'attack.declared' && e.reaction),
  };
}

export function summaryText(s: RecordSummary): string {
  const overrides = Object.keys(s.overrides).length ? JSON.stringify(s.overrides) : 'none';
  const variants = Object.entries(s.variants).map(([k, v]) => `${k}=${v}`).join(', ');
  return [
    ...(s.title ? [`title: ${s.title}`] : []),
    `record: ${s.format} version ${s.version}, rules ${s.rulesVersion}`,
    `scenario ${s.scenario}, seed ${s.seed}, squad ${s.squad}, aliens engine`,
    `ruleset overrides: ${overrides}; variants: ${variants}`,
    `${s.decisions} decisions, ${s.events} events, ${s.shots} shots, ${s.reactions} overwatch reactions, ${s.kills} kills`,
    `result: ${s.outcome} in round ${s.rounds}${s.reason ? ` (${s.reason})` : ''}; ${s.consciousSoldiers} conscious soldiers remaining`,
  ].join('\n') + '\n';
}
