/**
 * The Scenario B firing range (kit 04; issue 18 §4): the protocol's rows, the exact column equal
 * to the engine's attack odds (`chamber attack-odds`), the AP rule, and the measured means within
 * a few standard errors of the exact distribution.
 */
import { describe, expect, it } from 'vitest';
import Fraction from 'fraction.js';
import { main } from '../../src/cli/main';
import { firingPlan, firingRange } from '../../src/lab/firing-range';
import { soldierAttackOdds } from '../../src/engine/combat/odds';
import { KIT_RULESET } from '../../src/engine/ruleset/ruleset';

async function chamber(...argv: string[]): Promise<string> {
  let out = '';
  await main(argv, { stdout: (t) => { out += t; }, readStdin: async () => '' });
  return out;
}

const ROW_KEYS = ['soldier', 'weapon', 'target', 'cover', 'braced', 'pointBlank', 'attacks', 'shots', 'hits', 'deflections', 'potentialDamage', 'hpRemoved', 'kills', 'apSpent', 'exact'];

describe('chamber firing-range', () => {
  it('--json: the kit\'s protocol, 10 attacks a row by default, in the issue\'s shape', async () => {
    const { rows } = JSON.parse(await chamber('firing-range', '--json'));
    expect(rows).toHaveLength(40); // 4 soldiers x 4 covers x 2 braces, Voss 4 braced, Chen 4 point blank
    for (const r of rows) {
      expect(Object.keys(r)).toEqual(ROW_KEYS);
      expect(Object.keys(r.exact)).toEqual(['expectedHpRemoved', 'kill']);
      expect(r.attacks).toBe(10);
      expect(r.hits).toBeLessThanOrEqual(r.shots);
      expect(r.deflections).toBeLessThanOrEqual(r.hits);
      expect(r.hpRemoved).toBeLessThanOrEqual(r.potentialDamage);
      expect(r.hpRemoved).toBeLessThanOrEqual(5 * r.attacks); // a full-HP worker each time (kit 03: HP 5)
      expect(r.kills).toBeLessThanOrEqual(r.attacks);
    }
    const key = (r: { soldier: string; target: string; cover: string; braced: boolean; pointBlank: boolean }) => `${r.soldier} ${r.target} ${r.cover} ${r.braced ? 'braced' : 'unbraced'}${r.pointBlank ? ' PB' : ''}`;
    expect(rows.filter((r: { soldier: string }) => r.soldier === 'Voss').map(key)).toEqual(['Voss J4 none braced', 'Voss I3 soft braced', 'Voss I5 hard braced', 'Voss I7 full braced']);
    expect(rows.filter((r: { soldier: string }) => r.soldier === 'Reyes').map(key)).toEqual([
      'Reyes J4 none unbraced', 'Reyes I3 soft unbraced', 'Reyes I5 hard unbraced', 'Reyes I7 full unbraced',
      'Reyes J4 none braced', 'Reyes I3 soft braced', 'Reyes I5 hard braced', 'Reyes I7 full braced']);
    expect(rows.filter((r: { pointBlank: boolean }) => r.pointBlank).map(key)).toEqual(['Chen I3 soft unbraced PB', 'Chen I5 hard unbraced PB', 'Chen I7 full unbraced PB', 'Chen J4 none unbraced PB']);
    expect(new Set(rows.map((r: { soldier: string; weapon: string }) => `${r.soldier}/${r.weapon}`))).toEqual(new Set(['Reyes/pistol', 'Chen/shotgun', 'Voss/mg', 'Okafor/sniper', 'Park/pistol']));
    // The same seed gives the same rows.
    expect(JSON.parse(await chamber('firing-range', '--json')).rows).toEqual(rows);
  });

  it('AP spent: the weapon\'s AP per attack, plus 1 per attack for a brace setup (none for Voss)', () => {
    for (const r of firingRange({ attacks: 3, seed: 5 })) {
      const brace = r.braced && r.soldier !== 'Voss' ? 1 : 0;
      expect(r.apSpent, `${r.soldier} ${r.cover}`).toBe(r.attacks * (KIT_RULESET.weapons[r.weapon].ap + brace));
    }
  });

  it('the exact column is the engine\'s attack odds, as chamber attack-odds answers it', async () => {
    for (const r of firingRange({ attacks: 1, seed: 1 })) {
      const args = ['attack-odds', '--attacker', r.soldier, '--target', 'worker', '--cover', r.cover, ...(r.braced ? ['--brace'] : []), ...(r.pointBlank ? ['--adjacent'] : []), '--json'];
      expect(r.exact, args.join(' ')).toEqual(JSON.parse(await chamber(...args)));
    }
  });

  it('measured means fall within four standard errors of the exact distribution', () => {
    const attacks = 600;
    const rows = firingRange({ attacks, seed: 2024 });
    const plan = firingPlan();
    rows.forEach((r, i) => {
      const odds = soldierAttackOdds(KIT_RULESET, { attacker: r.soldier, target: 'worker', cover: r.cover, brace: r.braced, adjacent: r.pointBlank, weapon: plan[i].trial.weapon });
      let mean = 0;
      let square = 0;
      for (const [hp, p] of odds.hpRemoved) { mean += hp * p.valueOf(); square += hp * hp * p.valueOf(); }
      expect(mean).toBeCloseTo(new Fraction(r.exact.expectedHpRemoved).valueOf(), 12);
      const se = Math.sqrt((square - mean * mean) / attacks);
      expect(Math.abs(r.hpRemoved / attacks - mean), `${r.soldier} ${r.cover} braced=${r.braced} PB=${r.pointBlank}: HP removed`).toBeLessThanOrEqual(4 * se + 1e-9);
      const kill = odds.kill.valueOf();
      const seKill = Math.sqrt((kill * (1 - kill)) / attacks);
      expect(Math.abs(r.kills / attacks - kill), `${r.soldier} ${r.cover}: kills`).toBeLessThanOrEqual(4 * seKill + 1e-9);
    });
  });

  it('bad flags are one line', async () => {
    await expect(chamber('firing-range', '--attacks', '0')).rejects.toThrow(/^--attacks must be from 1 to 100000, got 0$/);
    await expect(chamber('firing-range', '--attacks', 'ten')).rejects.toThrow(/^--attacks must be a whole number from 1 to 100000, got "ten"$/);
    await expect(chamber('firing-range', '--seed', 'x')).rejects.toThrow(/^--seed must be a whole number/);
    await expect(chamber('firing-range', 'extra')).rejects.toThrow(/unexpected argument "extra"/);
  });
});

describe('the firing range\'s HP intervals (issue 32 item 12)', () => {
  it('fireRows keeps each row\'s attacks\' HP removed squared and summed, beside the --json row', async () => {
    const { fireRows, firingPlan: plan, attackSeed } = await import('../../src/lab/firing-range');
    const { emptyAttackCounts, fireOnce } = await import('../../src/lab/firing-attack');
    const { rangePoints } = await import('../../src/ui/lab/firing-charts');
    const fired = fireRows({ attacks: 12, seed: 7, only: (_p, row) => row === 4 });
    expect(fired).toHaveLength(1);
    expect(fired[0].result).toEqual(firingRange({ attacks: 12, seed: 7 })[4]);
    let squares = 0;
    for (let j = 0; j < 12; j++) squares += fireOnce(plan()[4].trial, attackSeed(7, 4, j), emptyAttackCounts()) ** 2;
    expect(fired[0].hpRemovedSquares).toBe(squares);
    const [point] = rangePoints([fired[0].result], [fired[0].hpRemovedSquares]);
    expect(point.hpLo).toBeLessThanOrEqual(point.hp);
    expect(point.hpHi).toBeGreaterThanOrEqual(point.hp);
    expect(rangePoints([fired[0].result])[0].hpHi).toBeUndefined();
  });
});
