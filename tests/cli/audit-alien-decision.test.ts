/**
 * Independent audit of `chamber alien-decision --jsonl` (kit 05 §10, RULINGS L1-L6, M1-M2, S3-S4)
 * with hand-derived answers. Board (kit 04): wall column F except doors F4, F7 (closed unless
 * listed in "open"); cover squares I3 (S), I5 (H), I7 (F) are enterable floor.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import type { CommandIo } from '../../src/cli/command';

type S = { name: string; at: string; hp: number; facing?: string };
type A = { kind: 'worker' | 'warrior'; contact: number; at: string; hp?: number; ap?: number };

async function decide(soldiers: S[], aliens: A[], alien: number, open: string[] = []): Promise<string> {
  const query = {
    soldiers: soldiers.map((s) => ({ name: s.name, at: s.at, facing: s.facing ?? 'E', hp: s.hp, xp: 0 })),
    aliens: aliens.map((a) => ({ hp: a.kind === 'worker' ? 5 : 10, ...a })),
    open, round: 1, alien,
  };
  let out = '';
  const io: CommandIo = { stdout: (t) => { out += t; }, readStdin: async () => JSON.stringify(query) + '\n' };
  const code = await main(['alien-decision', '--jsonl'], io);
  expect(code, out).toBe(0);
  return out.trim();
}

const W = (contact: number, at: string, extra: Partial<A> = {}): A => ({ kind: 'worker', contact, at, ...extra });
const X = (contact: number, at: string, extra: Partial<A> = {}): A => ({ kind: 'warrior', contact, at, ...extra });

describe('audit: alien decisions', () => {
  it('a worker one square from a free adjacent square moves there; adjacent -> melee', async () => {
    expect(await decide([{ name: 'Reyes', at: 'H3', hp: 8 }], [W(1, 'J3')], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"move","to":"I3"}}');
    expect(await decide([{ name: 'Reyes', at: 'H3', hp: 8 }], [W(1, 'I3')], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"melee","target":"Reyes"}}');
  });

  it('L1 ties: lowest current HP first, then Reyes, Chen, Voss, Okafor, Park', async () => {
    // Worker J5: Reyes J3 is reached at J4 (1 move), Chen J7 at J6 (1 move): a tie on distance.
    expect(await decide([{ name: 'Reyes', at: 'J3', hp: 8 }, { name: 'Chen', at: 'J7', hp: 5 }], [W(1, 'J5')], 1))
      .toBe('{"target":"Chen","firstAction":{"type":"move","to":"J6"}}');
    expect(await decide([{ name: 'Chen', at: 'J7', hp: 5 }, { name: 'Reyes', at: 'J3', hp: 5 }], [W(1, 'J5')], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"move","to":"J4"}}');
    expect(await decide([{ name: 'Park', at: 'J7', hp: 5 }, { name: 'Okafor', at: 'J3', hp: 5 }], [W(1, 'J5')], 1))
      .toBe('{"target":"Okafor","firstAction":{"type":"move","to":"J4"}}');
  });

  it('L2 route ties: east beats south', async () => {
    // Worker I4, Reyes K6: free adjacent squares K5 and J6 are both 3 moves away. First steps
    // east (J4) and south (I5) both start a 3-move path; east wins.
    expect(await decide([{ name: 'Reyes', at: 'K6', hp: 8 }], [W(1, 'I4')], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"move","to":"J4"}}');
  });

  it('L2 route ties: north beats west', async () => {
    // Worker K8, Reyes H6: I6 (via K7 K6 J6 I6) and H7 (via J8 I8 H8 H7) are both 4 moves away.
    expect(await decide([{ name: 'Reyes', at: 'H6', hp: 8 }], [W(1, 'K8')], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"move","to":"K7"}}');
  });

  it('L4: a closed door beside the target is a destination reached by opening it', async () => {
    // Worker G4, Reyes E4 behind closed F4: cost open 1 + enter 1 = 2; first action opens F4.
    expect(await decide([{ name: 'Reyes', at: 'E4', hp: 8 }], [W(1, 'G4')], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"openDoor","at":"F4"}}');
  });

  it('L1 with door cost: a tie at 2 with a soldier in the open breaks on HP', async () => {
    // Reyes E4 costs 2 (door). Chen H6: G5 -> G6 or H4 -> H5, 2 moves. Tie at 2.
    // Chen 10 HP vs Reyes 8 HP -> Reyes (open F4).
    expect(await decide([{ name: 'Reyes', at: 'E4', hp: 8 }, { name: 'Chen', at: 'H6', hp: 10 }], [W(1, 'G4')], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"openDoor","at":"F4"}}');
    // Chen 5 HP -> Chen; H4 (east) and G5 (south) both start 2-move paths: east wins.
    expect(await decide([{ name: 'Reyes', at: 'E4', hp: 8 }, { name: 'Chen', at: 'H6', hp: 5 }], [W(1, 'G4')], 1))
      .toBe('{"target":"Chen","firstAction":{"type":"move","to":"H4"}}');
  });

  it('an open door costs only the move; distance beats lower HP', async () => {
    // F4 open: Reyes E4 is reached at F4 in 1 move; Chen H6 (5 HP) needs 2 (G5 G6 / H4 H5).
    expect(await decide([{ name: 'Reyes', at: 'E4', hp: 8 }, { name: 'Chen', at: 'H6', hp: 5 }], [W(1, 'G4')], 1, ['F4']))
      .toBe('{"target":"Reyes","firstAction":{"type":"move","to":"F4"}}');
  });

  it('L3: a warrior with sight and 2 AP fires; with 1 AP it advances (north first); with 0 AP it passes (L6)', async () => {
    // J8 -> H3: columns H-J, rows 3-8 hold only floor and cover squares (S5): visible.
    expect(await decide([{ name: 'Reyes', at: 'H3', hp: 8 }], [X(1, 'J8')], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"fire","target":"Reyes"}}');
    // 1 AP: I3 and H4 are 6 moves away; first steps J7 (north) and I8 (west) tie: north.
    expect(await decide([{ name: 'Reyes', at: 'H3', hp: 8 }], [X(1, 'J8', { ap: 1 })], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"move","to":"J7"}}');
    const zero = JSON.parse(await decide([{ name: 'Reyes', at: 'H3', hp: 8 }], [X(1, 'J8', { ap: 0 })], 1));
    expect(zero.firstAction).toEqual({ type: 'pass' });
  });

  it('L3: a warrior without sight advances instead of firing', async () => {
    // J8 -> C8 runs along row 8 through wall F8: not visible. Path: door F7 is the way west.
    const d = JSON.parse(await decide([{ name: 'Reyes', at: 'C8', hp: 8 }], [X(1, 'J8')], 1));
    expect(d.target).toBe('Reyes');
    expect(d.firstAction.type).toBe('move');
  });

  it('L5: unreachable soldier that is visible -> warrior fires, worker passes with that target', async () => {
    // Reyes B2 is boxed in by walls (B1, A2) and the workers on C2 and B3. From E5 the line
    // to B2 is the diagonal through D4, C3 and touches C2/B3 only at the corner (1.5,2.5): clear (S3).
    const soldiers = [{ name: 'Reyes', at: 'B2', hp: 8 }];
    expect(await decide(soldiers, [X(1, 'E5'), W(2, 'C2'), W(3, 'B3')], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"fire","target":"Reyes"}}');
    expect(await decide(soldiers, [W(1, 'E5'), W(2, 'C2'), W(3, 'B3')], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"pass"}}');
  });

  it('L5: unreachable and not visible -> target null, pass', async () => {
    // Warrior J8 in the east room; the line J8 -> B2 crosses wall column F.
    expect(await decide([{ name: 'Reyes', at: 'B2', hp: 8 }], [X(1, 'J8'), W(2, 'C2'), W(3, 'B3')], 1))
      .toBe('{"target":null,"firstAction":{"type":"pass"}}');
  });

  it('other conscious figures block paths (an alien in the way forces a detour; north first)', async () => {
    // Worker 1 J4, worker 2 I4, Chen G4. Chen's free neighbours: G3, H4, G5 (F4 is a closed door,
    // 2 by L4... but the worker is east of it). H4 via J3 I3 H3 H4 or J5 I5 H5 H4: 4 moves each.
    // G3/G5 are 5+. North first: J3.
    expect(await decide([{ name: 'Chen', at: 'G4', hp: 10 }], [W(1, 'J4'), W(2, 'I4')], 1))
      .toBe('{"target":"Chen","firstAction":{"type":"move","to":"J3"}}');
  });

  it('downed soldiers are no targets and block no paths (S4, M2)', async () => {
    // Reyes downed on I4, worker J4, Chen G4: shortest path J4 -> I4 -> H4 (2 moves) through Reyes.
    expect(await decide([{ name: 'Reyes', at: 'I4', hp: 0 }, { name: 'Chen', at: 'G4', hp: 10 }], [W(1, 'J4')], 1))
      .toBe('{"target":"Chen","firstAction":{"type":"move","to":"I4"}}');
  });

  it('adjacent soldiers: the lower HP one is meleed; an engaged warrior melees rather than fires', async () => {
    expect(await decide([{ name: 'Reyes', at: 'J4', hp: 8 }, { name: 'Chen', at: 'K5', hp: 10 }], [X(1, 'J5')], 1))
      .toBe('{"target":"Reyes","firstAction":{"type":"melee","target":"Reyes"}}');
    expect(await decide([{ name: 'Reyes', at: 'J4', hp: 8 }, { name: 'Chen', at: 'K5', hp: 3 }], [X(1, 'J5')], 1))
      .toBe('{"target":"Chen","firstAction":{"type":"melee","target":"Chen"}}');
  });
});
