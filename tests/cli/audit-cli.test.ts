/**
 * Independent audit of the `chamber` CLI contract (engine issue §3) against kit 0.2 and RULINGS.
 * Every expected value below was derived by hand from the kit text; the reasoning is in comments.
 * Board (kit 04): walls on column A, column L, rows 1 and 10, and column F rows 2-9 except the
 * doors F4 and F7. Square centres at (col, row) with A = 0 (RULINGS G1).
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import type { CommandIo } from '../../src/cli/command';

async function run(args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  const io: CommandIo = { stdout: (t) => { out += t; }, readStdin: async () => stdin };
  try {
    const code = await main(args, io);
    return { code, out, err: '' };
  } catch (e) {
    // main.ts's entry point prints "chamber: <message>" and exits 2 for a thrown error.
    return { code: 2, out, err: (e as Error).message };
  }
}

const json = async (args: string[]) => {
  const r = await run(args);
  expect(r.code).toBe(0);
  return r.out;
};

describe('audit: chamber los (RULINGS S1-S5, S8)', () => {
  it('D4 -> H4 along row 4: clear through open F4, interior-blocked by closed F4', async () => {
    // y = 4 throughout; F3 ends at y = 3.5 and F5 starts at y = 4.5, so only F4 is met.
    expect(await json(['los', 'D4', 'H4', '--open', 'F4', '--json'])).toBe('{"clear":true,"blockers":[]}\n');
    expect(await json(['los', 'D4', 'H4', '--json']))
      .toBe('{"clear":false,"blockers":[{"square":"F4","contact":"interior"}]}\n');
  });

  it('S8: E3 -> G5 with F4 closed lists F3 corner, F4 interior, F5 corner in column-row order', async () => {
    // Slope 1 through F4's centre (5,4); touches (4.5,3.5) = F3's SW corner and (5.5,4.5) = F5's NE corner.
    expect(await json(['los', 'E3', 'G5', '--json'])).toBe(
      '{"clear":false,"blockers":[{"square":"F3","contact":"corner"},{"square":"F4","contact":"interior"},{"square":"F5","contact":"corner"}]}\n');
  });

  it('S8 mirrored at F7: G6 -> E8 through open F7 is blocked by the corners of F6 and F8', async () => {
    // (6,6) -> (4,8): slope -1 in x, through F7's centre (5,7); corners (5.5,6.5) = F6's SE corner,
    // (4.5,7.5) = F8's NW corner.
    expect(await json(['los', 'G6', 'E8', '--open', 'F7', '--json'])).toBe(
      '{"clear":false,"blockers":[{"square":"F6","contact":"corner"},{"square":"F8","contact":"corner"}]}\n');
  });

  it('a shallow line through an open doorway edge crosses the wall interior: E4 -> G3', async () => {
    // (4,4) -> (6,3): at x = 5 the line is at y = 3.5 (the F3/F4 edge), then y 3.5 -> 3.25 for
    // x 5 -> 5.5, i.e. inside F3 (y 2.5..3.5).
    expect(await json(['los', 'E4', 'G3', '--open', 'F4', '--json']))
      .toBe('{"clear":false,"blockers":[{"square":"F3","contact":"interior"}]}\n');
  });

  it('endpoints on walls never block; corner blockers sort by column first (A2 before B1)', async () => {
    // A1 (0,1) -> C3 (2,3): passes (0.5,1.5) = A2's NE corner and B1's SW corner; B2 is floor.
    expect(await json(['los', 'A1', 'C3', '--json'])).toBe(
      '{"clear":false,"blockers":[{"square":"A2","contact":"corner"},{"square":"B1","contact":"corner"}]}\n');
  });

  it('blockers sort by column, then row as a number: F8, F9, F10 (not string order F10, F8, F9)', async () => {
    // E10 (4,10) -> G8 (6,8): slope -1 through F9's centre (5,9); touches (4.5,9.5) = F10's NW
    // corner and (5.5,8.5) = F8's SE corner. E10 (the start) never blocks (S2).
    expect(await json(['los', 'E10', 'G8', '--json'])).toBe(
      '{"clear":false,"blockers":[{"square":"F8","contact":"corner"},{"square":"F9","contact":"interior"},{"square":"F10","contact":"corner"}]}\n');
  });

  it('a straight line inside a room is clear; the same line through wall column F is blocked', async () => {
    expect(await json(['los', 'B2', 'E9', '--json'])).toBe('{"clear":true,"blockers":[]}\n');
    // G2 (6,2) -> K9 (10,9): all floor/cover squares in columns G-K; cover never blocks (S5).
    expect(await json(['los', 'G2', 'K9', '--json'])).toBe('{"clear":true,"blockers":[]}\n');
  });

  it('S3 figure corner variant: B2 -> D4 touches B3 and C4 only at corners', async () => {
    // Slope 1: corners (1.5,2.5) = B3's NE corner and (2.5,3.5) = C4's NE corner. C3 is crossed.
    expect(await json(['los', 'B2', 'D4', '--figures', 'B3,C4', '--json'])).toBe('{"clear":true,"blockers":[]}\n');
    expect(await json(['los', 'B2', 'D4', '--figures', 'B3,C4', '--variant', 'figureCornerBlocks', '--json'])).toBe(
      '{"clear":false,"blockers":[{"square":"B3","contact":"corner"},{"square":"C4","contact":"corner"}]}\n');
    expect(await json(['los', 'B2', 'D4', '--figures', 'C3', '--json']))
      .toBe('{"clear":false,"blockers":[{"square":"C3","contact":"interior"}]}\n');
  });

  it('figures on the endpoints never block (S2)', async () => {
    expect(await json(['los', 'B2', 'D4', '--figures', 'B2,D4', '--json'])).toBe('{"clear":true,"blockers":[]}\n');
  });

  it('--jsonl: one answer per non-blank line in order, variants honoured, key order clear/blockers', async () => {
    const stdin = [
      '{"from":"B2","to":"D4","figures":["B3"],"variants":{"figureCornerBlocks":true}}',
      '',
      '{"from":"D4","to":"H4","open":["F4"]}',
      '   ',
      '{"from":"D4","to":"H4"}',
    ].join('\n') + '\n';
    const r = await run(['los', '--jsonl'], stdin);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').filter(Boolean)).toEqual([
      '{"clear":false,"blockers":[{"square":"B3","contact":"corner"}]}',
      '{"clear":true,"blockers":[]}',
      '{"clear":false,"blockers":[{"square":"F4","contact":"interior"}]}',
    ]);
  });

  it('--jsonl: a bad line gets its own error answer and the others keep their order; exit 2', async () => {
    const r = await run(['los', '--jsonl'], '{"from":"Z9","to":"C3"}\nnot json\n{"from":"D4","to":"H4","open":["F4"]}\n');
    expect(r.code).toBe(2);
    const lines = r.out.split('\n').filter(Boolean).map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveProperty('error');
    expect(lines[1]).toHaveProperty('error');
    expect(lines[2]).toEqual({ clear: true, blockers: [] });
  });

  it('--open and --figures may be repeated as well as comma-separated (a repeat never drops a door)', async () => {
    // Before the audit, a repeated --open kept only the last value, so F4 stayed closed here.
    expect(await json(['los', 'D4', 'H4', '--open', 'F4', '--open', 'F7', '--json'])).toBe('{"clear":true,"blockers":[]}\n');
    expect(await json(['los', 'B2', 'D4', '--figures', 'B3', '--figures', 'C4', '--variant', 'figureCornerBlocks', '--json'])).toBe(
      '{"clear":false,"blockers":[{"square":"B3","contact":"corner"},{"square":"C4","contact":"corner"}]}\n');
  });

  it('unknown squares, flags and variants are one-line errors (exit 2)', async () => {
    for (const args of [['los', 'Z9', 'C3'], ['los', 'M1', 'C3'], ['los', 'A11', 'C3'], ['los', 'C0', 'C3'],
      ['los', 'C3', 'J8', '--bogus'], ['los', 'C3', 'J8', '--variant', 'nope'], ['los', 'C3'],
      ['los', 'C3', 'J8', '--figures', 'Q4']]) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).not.toContain('\n');
      expect(r.err.length, args.join(' ')).toBeGreaterThan(0);
    }
  });
});

describe('audit: chamber odds (kit 01 ATTACK, RULINGS A2)', () => {
  const odds = async (accuracy: number, shots: number) =>
    JSON.parse(await json(['odds', '--accuracy', String(accuracy), '--shots', String(shots), '--json']));

  it('Blind Luck table: 0 -> 1/12, -1 -> 1/24, -2 -> 1/48, -3 -> 1/96', async () => {
    // One attack die needing 6 (1/6), then (1 - accuracy) luck dice each needing 4+ (1/2 each).
    expect((await odds(0, 1)).perShot).toBe('1/12');
    expect((await odds(-1, 1)).perShot).toBe('1/24');
    expect((await odds(-2, 1)).perShot).toBe('1/48');
    expect((await odds(-3, 1)).perShot).toBe('1/96');
  });

  it('pools: accuracy 1 = 1/6; accuracy 3 = 1 - (5/6)^3 = 91/216; at least one of 3 at accuracy 1 = 91/216', async () => {
    expect(await odds(1, 3)).toEqual({ perShot: '1/6', atLeastOne: '91/216' });
    expect((await odds(3, 1)).perShot).toBe('91/216');
  });

  it('accuracy -1, 3 shots: 1 - (23/24)^3 = 1657/13824, in key order perShot, atLeastOne', async () => {
    expect(await json(['odds', '--accuracy', '-1', '--shots', '3', '--json']))
      .toBe('{"perShot":"1/24","atLeastOne":"1657/13824"}\n');
  });

  it('--jsonl answers in order', async () => {
    const r = await run(['odds', '--jsonl'], '{"accuracy":0,"shots":3}\n{"accuracy":2,"shots":1}\n');
    // 1 - (11/12)^3 = 1 - 1331/1728 = 397/1728; accuracy 2: 1 - 25/36 = 11/36.
    expect(r.out).toBe('{"perShot":"1/12","atLeastOne":"397/1728"}\n{"perShot":"11/36","atLeastOne":"11/36"}\n');
  });
});

describe('audit: chamber attack-odds (kit 03 cards, kit 05 §4-§6, RULINGS A1-A4, C1-C2)', () => {
  const attack = async (q: Record<string, unknown>) => {
    const r = await run(['attack-odds', '--jsonl'], JSON.stringify(q) + '\n');
    expect(r.code, r.out).toBe(0);
    return JSON.parse(r.out);
  };

  it('Reyes pistol vs exposed worker', async () => {
    // Accuracy 1 + 1 = 2: hit 1 - (5/6)^2 = 11/36. Damage D6 + 0 - 1 (worker natural armour) =
    // 0..5, worker HP 5: kill only on a 6 -> 11/36 * 1/6 = 11/216. E[HP] = 11/36 * 15/6 = 55/72.
    expect(await attack({ attacker: 'Reyes', target: 'worker', cover: 'none', brace: false, adjacent: false }))
      .toEqual({ kill: '11/216', expectedHpRemoved: '55/72' });
  });

  it('Okafor sniper vs warrior in hard cover, braced: no kill possible -> "0/1"', async () => {
    // Accuracy 2 + 2 + 2 (brace) - 2 (hard) = 4: hit 1 - (5/6)^4 = 671/1296. Damage D6 + 4 - 2
    // (natural 1 + carapace 1) = 3..8 < 10 HP, so kill 0/1; E[HP] = 671/1296 * 33/6 = 7381/2592.
    const r = await run(['attack-odds', '--jsonl'], '{"attacker":"Okafor","target":"warrior","cover":"hard","brace":true,"adjacent":false}\n');
    expect(r.out).toBe('{"kill":"0/1","expectedHpRemoved":"7381/2592"}\n');
  });

  it('Chen adjacent shotgun vs exposed warrior (point blank doubling)', async () => {
    // Accuracy 1 + 1 = 2: 11/36. Damage 2 * (D6 + 2) - 2 = 4, 6, 8, 10, 12, 14; HP 10: kill on
    // 4-6 (1/2) -> 11/72. HP removed 4, 6, 8, 10, 10, 10 averages 8 -> 11/36 * 8 = 22/9.
    expect(await attack({ attacker: 'Chen', target: 'warrior', cover: 'none', brace: false, adjacent: true }))
      .toEqual({ kill: '11/72', expectedHpRemoved: '22/9' });
  });

  it('Chen adjacent shotgun vs worker in hard cover: cover still applies, Blind Luck at accuracy 0', async () => {
    // Kit 04 Scenario B: point blank keeps the target's cover. Accuracy 2 - 2 = 0 -> 1/6 * 1/2 =
    // 1/12. Damage 2 * (D6 + 2) - 1 >= 5 always kills the 5 HP worker: kill 1/12, E[HP] = 5/12.
    expect(await attack({ attacker: 'Chen', target: 'worker', cover: 'hard', brace: false, adjacent: true }))
      .toEqual({ kill: '1/12', expectedHpRemoved: '5/12' });
  });

  it('Voss MG braced vs warrior in soft cover (cover penetration): 3 shots at accuracy 1', async () => {
    // Accuracy 0 - 1 + 2 (brace) - max(0, 1 - 1) = 1: each shot hits 1/6. Damage D6 + 1 - 2 =
    // 0..5 per hit; warrior HP 10. Enumerating the 3 shots (HP capped at 10, shots after a kill
    // spent) gives kill 73/23328 and E[HP removed] = 29125/23328.
    expect(await attack({ attacker: 'Voss', target: 'warrior', cover: 'soft', brace: true, adjacent: false }))
      .toEqual({ kill: '73/23328', expectedHpRemoved: '29125/23328' });
  });

  it('Voss MG braced vs exposed worker', async () => {
    // Accuracy 1: 1/6 per shot; damage D6 + 1 - 1 = 1..6, worker HP 5: enumeration gives kill
    // 1039/5832 and E[HP removed] 70375/46656.
    expect(await attack({ attacker: 'Voss', target: 'worker', cover: 'none', brace: true, adjacent: false }))
      .toEqual({ kill: '1039/5832', expectedHpRemoved: '70375/46656' });
  });

  it('Park pistol braced vs worker in soft cover', async () => {
    // Accuracy 1 + 1 + 2 - 1 = 3: 1 - (5/6)^3 = 91/216. Damage D6 - 1, kill on a 6:
    // 91/1296; E[HP] = 91/216 * 15/6 = 455/432.
    expect(await attack({ attacker: 'Park', target: 'worker', cover: 'soft', brace: true, adjacent: false }))
      .toEqual({ kill: '91/1296', expectedHpRemoved: '455/432' });
  });

  it('Voss MG unbraced vs worker in hard cover: Blind Luck on every shot', async () => {
    // Accuracy 0 - 1 - max(0, 2 - 1) = -2: 1/6 * (1/2)^3 = 1/48 per shot. Damage D6 + 1 - 1 =
    // 1..6 on a 5 HP worker; enumerating 3 shots: kill 31421/1492992, E[HP] 4916335/23887872.
    expect(await attack({ attacker: 'Voss', target: 'worker', cover: 'hard', brace: false, adjacent: false }))
      .toEqual({ kill: '31421/1492992', expectedHpRemoved: '4916335/23887872' });
  });

  it('the documented flags give the same answer as --jsonl', async () => {
    expect(await json(['attack-odds', '--attacker', 'Reyes', '--target', 'worker', '--json']))
      .toBe('{"kill":"11/216","expectedHpRemoved":"55/72"}\n');
  });

  it('unknown attacker / target / cover are errors', async () => {
    for (const q of ['{"attacker":"Smith","target":"worker"}', '{"attacker":"Reyes","target":"queen"}', '{"attacker":"Reyes","target":"worker","cover":"deep"}']) {
      const r = await run(['attack-odds', '--jsonl'], q + '\n');
      expect(r.code).toBe(2);
      expect(JSON.parse(r.out)).toHaveProperty('error');
    }
  });
});
