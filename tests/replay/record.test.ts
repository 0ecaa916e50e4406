import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { randomPolicy } from '../../src/ai/random';
import { runGame } from '../../src/runner';
import { parseRecord, RecordError, recordSizeProblem } from '../../src/replay/load';
import { readRecordFile } from '../../src/replay/node-file';
import { recordDigest } from '../../src/replay/build';
import { MAX_RECORD_BYTES, type GameRecord } from '../../src/replay/record';
import { verifyRecord } from '../../src/runner';
import { hashValue, stateHash, fnvHash } from '../../src/engine/state/hash';
import { newGame } from '../../src/engine/setup/scenarios';

const game = (seed: number) => runGame({ scenario: 'A', seed, squad: randomPolicy({ seed }) });
/** A JSON copy with the digest recomputed, so a test reaches the check it aims at. */
function edited(record: GameRecord, edit: (r: any) => void): string {
  const copy = JSON.parse(JSON.stringify(record));
  edit(copy);
  copy.digest = recordDigest(copy);
  return JSON.stringify(copy);
}
function loadError(text: string): string {
  try {
    parseRecord(text);
  } catch (err) {
    expect(err).toBeInstanceOf(RecordError);
    return (err as Error).message;
  }
  throw new Error('expected the record to be refused');
}

describe('state hash', () => {
  it("is a Merkle hash of the JSON value: key order does not matter, values do, a JSON round trip keeps it", () => {
    expect(fnvHash('a').slice(0, 8)).toBe('e40c292c'); // FNV-1a 32 of "a", lane 1
    expect(hashValue({ a: 1, b: [1, 2] })).toBe(hashValue({ b: [1, 2], a: 1 }));
    expect(hashValue({ a: 1 })).not.toBe(hashValue({ a: 2 }));
    const s = newGame('A', { seed: 1 });
    expect(stateHash(s)).toBe(stateHash(JSON.parse(JSON.stringify(s))));
    expect(stateHash(s)).not.toBe(stateHash(newGame('A', { seed: 2 })));
  });

  it('sees a change deep inside a shared part, and tells apart JSON kinds', () => {
    const s = newGame('A', { seed: 1 });
    stateHash(s); // caches the parts of s by identity
    const moved = { ...s, soldiers: s.soldiers.map((x, i) => (i === 2 ? { ...x, facing: 'W' as const } : x)) };
    expect(stateHash(moved)).not.toBe(stateHash(s));
    expect(stateHash(moved)).toBe(hashValue(JSON.parse(JSON.stringify(moved))));
    // The memo of the last state hashed never leaks into another state's hash.
    const other = newGame('C', { seed: 9 });
    for (const x of [s, moved, other, s, other, moved]) expect(stateHash(x)).toBe(hashValue(JSON.parse(JSON.stringify(x))));
    expect(new Set([hashValue('1'), hashValue(1), hashValue([1]), hashValue({ 1: 1 }), hashValue(null), hashValue([])]).size).toBe(6);
    expect(hashValue([undefined])).toBe(hashValue([null]));
    expect(hashValue({ a: undefined, b: 1 })).toBe(hashValue({ b: 1 }));
  });
});

describe('record round trip: record -> file -> load -> verify', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chamber-records-'));
  for (let seed = 1; seed <= 12; seed++) {
    it(`seed ${seed}`, () => {
      const record = game(seed);
      expect(record.format).toBe('star-chamber-record');
      expect(record.decisions.length).toBeGreaterThan(0);
      expect(record.events.every((e) => typeof e.round === 'number' && e.phase)).toBe(true);
      const file = join(dir, `game-${seed}.json`);
      writeFileSync(file, JSON.stringify(record));
      const loaded = readRecordFile(file);
      expect(loaded).toEqual(JSON.parse(readFileSync(file, 'utf8')));
      expect(verifyRecord(loaded)).toEqual({ ok: true, decisions: record.decisions.length, events: record.events.length });
    });
  }

  it('the same seed and controller give the same record, byte for byte', () => {
    expect(JSON.stringify(game(5))).toBe(JSON.stringify(game(5)));
  });
});

describe('loading a bad record: one clear message naming the JSON path', () => {
  const record = game(3);
  const text = JSON.stringify(record);
  const shot = record.events.findIndex((e) => e.event.type === 'shot.rolled');

  it('truncated JSON', () => {
    expect(loadError(text.slice(0, text.length / 2))).toMatch(/^not valid JSON \(truncated\?\)/);
    expect(loadError('')).toMatch(/empty/);
  });
  it('wrong format or version', () => {
    expect(loadError(edited(record, (r) => { r.version = 2; }))).toBe('version: unsupported version 2: this reader reads version 1');
    expect(loadError('{"format":"pgn"}')).toBe('format: expected "star-chamber-record", got "pgn"');
    expect(loadError('[1,2]')).toMatch(/^expected a JSON object/);
  });
  it('unknown event', () => {
    expect(loadError(edited(record, (r) => { r.events[4].event.type = 'alien.teleported'; })))
      .toBe('events[4].event.type: unknown event "alien.teleported"');
  });
  it('a die out of range', () => {
    expect(loadError(edited(record, (r) => { r.events[shot].event.dice[0].value = 7; })))
      .toBe(`events[${shot}].event.dice[0].value: a die shows 1-6 (got 7)`);
  });
  it('an unknown field or a missing one', () => {
    expect(loadError(edited(record, (r) => { r.result.extra = 1; }))).toBe('result: unknown field "extra"');
    expect(loadError(edited(record, (r) => { delete r.seed; }))).toMatch(/^seed: missing/);
  });
  it('a start position naming a square off its board (the schema: refused on load, not first at verify)', () => {
    expect(loadError(edited(record, (r) => { r.start.position.soldiers[0].at = 'Z99'; })))
      .toBe('start.position.soldiers[0].at: unknown square "Z99" (squares are A1..L10)');
    expect(loadError(edited(record, (r) => { r.start.position.open = ['M4']; })))
      .toBe('start.position.open[0]: unknown square "M4" (squares are A1..L10)');
  });
  it('an embedded scenario file failing the checks its schema cannot make (a square off its board)', () => {
    const hall = JSON.parse(readFileSync(join(__dirname, '../../replays/long-hall-waking.json'), 'utf8')) as GameRecord;
    expect(loadError(edited(hall, (r) => { r.scenarioFile.soldiers[0].at = 'Z26'; })))
      .toBe('scenarioFile.soldiers[0].at: Z26 is not on the board (squares are A1..X20)');
  });
  it('a start position number past its range (engine/setup/ranges.ts)', () => {
    expect(loadError(edited(record, (r) => { r.start.position.aliens[0].ap = 1e15; })))
      .toBe('start.position.aliens[0].ap: expected a whole number from 0 to 99 (got 1000000000000000)');
    expect(loadError(edited(record, (r) => { r.start.position.round = 51; })))
      .toBe('start.position.round: expected a whole number from 1 to 50 (got 51)');
  });
  it('a squad controller none of the CLI and the page write', () => {
    expect(loadError(edited(record, (r) => { r.controllers.squad = 'bogus'; })))
      .toBe('controllers.squad: expected the squad\'s controller: random, greedy, planner or human (got "bogus")');
    for (const squad of ['random', 'greedy', 'planner', 'human']) {
      expect(parseRecord(edited(record, (r) => { r.controllers.squad = squad; })).controllers.squad).toBe(squad);
    }
  });
  it('an unknown ruleset key', () => {
    expect(loadError(edited(record, (r) => { r.ruleset.overrides = { weapons: { laser: { ap: 1 } } }; })))
      .toBe('ruleset.overrides.weapons.laser: unknown ruleset key');
    expect(loadError(edited(record, (r) => { r.ruleset.overrides = JSON.parse('{"__proto__":{"x":1}}'); })))
      .toBe('ruleset.overrides.__proto__: unknown ruleset key');
  });
  it('an edited file: digest hash mismatch', () => {
    const copy = JSON.parse(text);
    copy.events[shot].event.dice[0].value = copy.events[shot].event.dice[0].value === 6 ? 5 : 6;
    expect(loadError(JSON.stringify(copy))).toMatch(/^digest: hash mismatch/);
  });
  it('over the size limit', () => {
    expect(loadError(' '.repeat(MAX_RECORD_BYTES + 1))).toMatch(/over the 20\.0 MB limit/);
    // Said from the size alone, before a byte is read (the page checks a dropped file so).
    expect(recordSizeProblem(MAX_RECORD_BYTES)).toBeNull();
    expect(recordSizeProblem(3 * 1024 ** 3)).toBe('the record is 3072.0 MB, over the 20.0 MB limit');
  });
  it('a state hash that does not match the replay (caught by verify)', () => {
    const loaded = parseRecord(edited(record, (r) => { r.decisions[7].hash = '0123456789abcdef'; }));
    expect(verifyRecord(loaded)).toMatchObject({ ok: false, path: 'decisions[7].hash' });
  });
  it('a changed die or decision (caught by verify, at the first difference)', () => {
    const die = parseRecord(edited(record, (r) => { const d = r.events[shot].event.dice[0]; d.value = d.value === 6 ? 5 : 6; }));
    expect(verifyRecord(die)).toMatchObject({ ok: false, path: `events[${shot}]` });
    const gone = parseRecord(edited(record, (r) => { r.decisions.splice(3, 1); }));
    expect(verifyRecord(gone).ok).toBe(false);
  });
});
