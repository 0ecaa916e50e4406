/**
 * The refusal words stay the same (issue 35 §3: legality written once, nothing a user sees
 * changes): at every decision point of random games in every kind of built-in scenario, with the
 * lifecycle variants and the S3 reading, and at the engine's own steps, the explained list
 * (legalDecisions: the legal ones and every illegal candidate's words) and checkDecision's answer
 * to a fixed set of odd decisions (squares off the board or far away, weapons not carried, figures
 * that do not exist, the wrong decision for the moment) are digested; the digest is the one the
 * engine gave before its legality was written once (commit "Bench: the fast and the explained
 * legal lists..."). A changed word anywhere changes the digest; the counts say how much was seen.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apply, checkDecision, legalDecisions, nextStep, step } from '../../../src/engine/flow/game';
import { replaceSoldier, soldierOf } from '../../../src/engine/state/figures';
import { newGame } from '../../../src/engine/setup/scenarios';
import { FACINGS, type Decision, type GameState } from '../../../src/engine/state/types';

/** A decision as a broken record might hold it (its fields unchecked). */
const odd = (d: unknown) => d as Decision;

/** Decisions a person or a broken record might send at any moment, legal or not. */
function oddDecisions(s: GameState): Decision[] {
  const out: Decision[] = [];
  const soldiers = s.soldiers.map((x) => x.id);
  const aliens = s.aliens.map((a) => a.id);
  const squares = ['Z99', 'A1', 'B2', 'F4', 'F7', ...s.soldiers.map((x) => x.at), ...s.aliens.map((a) => a.at)] as string[];
  for (const to of squares) {
    out.push({ type: 'move', to } as Decision, { type: 'breachAdvance', to } as Decision, { type: 'door', at: to } as Decision);
    out.push(odd({ type: 'quickStep', path: [to] }));
  }
  out.push({ type: 'quickStep', path: [] }, odd({ type: 'quickStep', path: ['A1', 'A2', 'A3'] }));
  for (const facing of FACINGS) out.push({ type: 'turn', facing });
  for (const target of [...aliens, 'nobody', ...soldiers]) {
    out.push({ type: 'fire', target } as Decision, { type: 'fire', target, sustainedFire: true } as Decision);
    for (const weapon of ['knife', 'sniper', 'shotgun', 'mg', 'pistol', 'rifle']) out.push({ type: 'fire', target, weapon } as Decision);
    out.push({ type: 'melee', target } as Decision, { type: 'mark', target } as Decision);
  }
  for (const weapon of [undefined, 'knife', 'sniper', 'pistol']) out.push(weapon ? { type: 'overwatch', weapon } as Decision : { type: 'overwatch' });
  for (const name of [...soldiers, 'Nobody']) {
    out.push({ type: 'medkit', target: name } as Decision, { type: 'fieldCare', target: name } as Decision);
    out.push({ type: 'trade', item: 'medkit', to: name } as Decision, odd({ type: 'trade', item: 'grenade', to: name }));
    out.push({ type: 'activate', soldier: name } as Decision, { type: 'counteract', soldier: name } as Decision, { type: 'react', watcher: name } as Decision);
  }
  out.push({ type: 'brace' }, { type: 'pass' }, { type: 'reroll', take: true }, { type: 'reroll', take: false });
  out.push({ type: 'bogus' } as unknown as Decision);
  return out;
}

/** Variations of a mid-activation state at the AP and token boundaries. */
function variations(state: GameState): GameState[] {
  if (!state.activeSoldier) return [state];
  const s = soldierOf(state, state.activeSoldier)!;
  const out = [state];
  for (const ap of [0, 1, 2]) out.push(replaceSoldier(state, s.id, { ap }));
  out.push(replaceSoldier(state, s.id, { braced: !s.braced, items: ['medkit'], usedThisActivation: [...s.skills] }));
  return out;
}

function digestGames(scenarios: readonly string[], seeds: number, ruleset?: object): { digest: string; points: number; refusals: number } {
  const hash = createHash('sha256');
  let points = 0;
  let refusals = 0;
  for (const scenario of scenarios) {
    for (let seed = 1; seed <= seeds; seed++) {
      let s = newGame(scenario, { seed, ...(ruleset ? { ruleset } : {}) });
      let pick = seed;
      for (let guard = 0; guard < 5000; guard++) {
        const next = nextStep(s);
        const looks = next.kind === 'decision' ? variations(s) : [s];
        for (const v of looks) {
          const explained = legalDecisions(v);
          hash.update(JSON.stringify(explained));
          refusals += explained.illegal.length;
          for (const d of oddDecisions(v)) hash.update(checkDecision(v, d) ?? '-');
          points++;
        }
        if (next.kind === 'over') break;
        if (next.kind === 'step') { s = step(s).state; continue; }
        const legal = legalDecisions(s).legal;
        pick = (pick * 1103515245 + 12345) % 2147483648;
        s = apply(s, legal[pick % legal.length]).state;
      }
    }
  }
  return { digest: hash.digest('hex').slice(0, 16), points, refusals };
}

describe('the refusal words are the ones the engine gave before legality was written once', () => {
  it('in Scenarios A, C (and its veteran and specialist squads) and two of B', () => {
    expect(digestGames(['A', 'C', 'C-veteran', 'C-specialist', 'B-Chen-soft', 'B-Chen-pointblank-hard'], 3)).toEqual({ digest: 'a55125d1b51f8055', points: 10133, refusals: 156459 });
  });
  it('with alternating activations and Counteract (docs/variants.md AA)', () => {
    expect(digestGames(['A', 'C-specialist'], 3, { variants: { alternatingActivations: true } })).toEqual({ digest: '706d2e3a35f155dc', points: 4364, refusals: 72862 });
  });
  it('with reaction fire (docs/variants.md RF) and the figure-corner reading (RULINGS S3)', () => {
    expect(digestGames(['A', 'C-specialist'], 3, { variants: { reactionFire: true, figureCornerBlocks: true } })).toEqual({ digest: 'a1a5409df08bde3f', points: 4286, refusals: 69221 });
  });
});
