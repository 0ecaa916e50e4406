/** The bundled records in replays/ (issue 3 §3): each loads, verifies, and shows its case. */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRecordFile } from '../../src/replay/node-file';
import { verifyRecord } from '../../src/runner';
import type { GameRecord } from '../../src/replay/record';
import { maxReactionsPerTrigger } from '../../scripts/make-replays';

const dir = join(__dirname, '../../replays');
const index: { file: string; title: string; scenario: string; outcome: string }[] = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const has = (r: GameRecord, pred: (e: GameRecord['events'][number]['event']) => boolean) => r.events.some((e) => pred(e.event));

const SHOWS: Record<string, (r: GameRecord) => boolean> = {
  'scenario-a-win.json': (r) => r.scenario === 'A' && r.result.outcome === 'victory',
  // A loss by a squad that plays to win (issue 32): not the random policy's wandering.
  'scenario-a-loss.json': (r) => r.scenario === 'A' && r.result.outcome === 'defeat' && r.controllers.squad !== 'random',
  'scenario-c-unlock.json': (r) => r.scenario === 'C' && has(r, (e) => e.type === 'skill.unlocked'),
  'overwatch-several-watchers.json': (r) => maxReactionsPerTrigger(r) >= 2,
  'medkit-revive.json': (r) => has(r, (e) => e.type === 'revived'),
  'warrior-plasma.json': (r) => has(r, (e) => e.type === 'attack.declared' && e.weapon === 'plasma'),
  // Played on scenarios/ files (issue 36 §3): each embeds its file.
  'station-log-recovered.json': (r) => r.scenarioFile?.id === 'station-log' && r.result.outcome === 'victory' && has(r, (e) => e.type === 'log.secured'),
  'long-hall-waking.json': (r) => r.scenarioFile?.id === 'long-hall' && r.result.outcome === 'victory' && r.events.filter((e) => e.event.type === 'contact.revealed').length >= 4,
};

describe('bundled replays', () => {
  it('index.json lists the required records with file, title, scenario, outcome', () => {
    expect(index.map((e) => e.file).sort()).toEqual(Object.keys(SHOWS).sort());
    for (const e of index) expect(Object.keys(e).slice(0, 4)).toEqual(['file', 'title', 'scenario', 'outcome']);
  });
  for (const entry of index) {
    it(`${entry.file} loads, verifies and shows its case`, () => {
      const record = readRecordFile(join(dir, entry.file));
      expect(verifyRecord(record)).toMatchObject({ ok: true });
      expect(record.title).toBe(entry.title);
      expect(record.result.outcome).toBe(entry.outcome);
      expect(SHOWS[entry.file](record)).toBe(true);
    });
  }
});
