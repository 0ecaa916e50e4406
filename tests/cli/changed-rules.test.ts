/**
 * Changed rules everywhere (issue 32 item 12): `chamber attack-odds` and `chamber firing-range`
 * take `--override PATH=VALUE` and `--variant NAME` as `chamber autoplay` does, so the designer's
 * "what does shotgun damage +1 do to the kill chance?" is one command. Worked by hand (kit 01
 * ATTACK, kit 03 worker: 5 HP, armour 1): Chen's shotgun hits an exposed worker with p = 11/36
 * (the kit's kill 11/72 = p × P(D6 + 2 − 1 ≥ 5) = p × 1/2). At damage +3 a hit kills on D6 ≥ 3
 * (4/6): kill 11/54; HP removed min(5, D6 + 2) averages 27/6, so 11/36 × 9/2 = 11/8.
 */
import { describe, expect, it } from 'vitest';
import { chamber, refused } from './in-process';

const SHOTGUN_PLUS_ONE = ['--override', 'weapons.shotgun.damage=3'];

async function json(argv: string[], stdin = ''): Promise<unknown> {
  const r = await chamber(argv, stdin);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
}

describe('chamber attack-odds under changed rules', () => {
  it('--override: the changed ruleset\'s exact odds (shotgun damage +1: kill 11/72 -> 11/54)', async () => {
    const chen = ['attack-odds', '--attacker', 'Chen', '--target', 'worker', '--json'];
    expect(await json(chen)).toEqual({ kill: '11/72', expectedHpRemoved: '11/9' });
    expect(await json([...chen, ...SHOTGUN_PLUS_ONE])).toEqual({ kill: '11/54', expectedHpRemoved: '11/8' });
    // The target's card too: a 4-HP worker dies to D6 + 2 - 1 >= 4, half the hits at the kit's damage.
    expect(await json([...chen, '--override', 'aliens.worker.hp=4'])).toEqual({ kill: '11/54', expectedHpRemoved: '77/72' });
  });

  it('--jsonl: the rules hold for every query', async () => {
    const r = await chamber(['attack-odds', '--jsonl', ...SHOTGUN_PLUS_ONE], '{"attacker":"Chen","target":"worker"}\n{"attacker":"Voss","target":"worker"}\n');
    expect(r.code).toBe(0);
    const kit = await chamber(['attack-odds', '--jsonl'], '{"attacker":"Voss","target":"worker"}\n');
    const [chen, voss] = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(chen).toEqual({ kill: '11/54', expectedHpRemoved: '11/8' });
    expect(voss).toEqual(JSON.parse(kit.out)); // the MG is not the shotgun
  });

  it('--variant is taken as autoplay takes it; a bad override or variant is one line, exit 2', async () => {
    expect(await json(['attack-odds', '--attacker', 'Chen', '--target', 'worker', '--variant', 'figureCornerBlocks', '--json'])).toEqual({ kill: '11/72', expectedHpRemoved: '11/9' });
    expect(await refused(['attack-odds', '--attacker', 'Chen', '--target', 'worker', '--override', 'weapons.shotgun.dmg=3'])).toMatch(/^--override "weapons\.shotgun\.dmg=3": unknown ruleset path/);
    expect(await refused(['attack-odds', '--attacker', 'Chen', '--target', 'worker', '--override', 'weapons.shotgun.damage=-1'])).toMatch(/weapons\.shotgun\.damage must be a whole number from 0/);
    expect(await refused(['attack-odds', '--attacker', 'Chen', '--target', 'worker', '--variant', 'nope'])).toMatch(/^--variant "nope": unknown variant/);
  });

  it('the text names the changed rules', async () => {
    const r = await chamber(['attack-odds', '--attacker', 'Chen', '--target', 'worker', ...SHOTGUN_PLUS_ONE]);
    expect(r.out.split('\n')[0]).toBe('Chen with the Shotgun vs worker (5 HP), cover none; rules: weapons.shotgun.damage=3');
    expect(r.out).toContain('kill:                   11/54');
  });
});

describe('chamber firing-range under changed rules', () => {
  it('--override: Chen\'s rows are fired and reckoned under the change; the other soldiers\' rows are the kit\'s', async () => {
    type Rows = { rows: { soldier: string; pointBlank: boolean; exact: { kill: string }; hpRemoved: number }[] };
    const kit = (await json(['firing-range', '--attacks', '20', '--json'])) as Rows;
    const changed = (await json(['firing-range', '--attacks', '20', ...SHOTGUN_PLUS_ONE, '--json'])) as Rows;
    expect(changed.rows).toHaveLength(kit.rows.length);
    for (const [i, row] of changed.rows.entries()) {
      if (row.soldier !== 'Chen') { expect(row).toEqual(kit.rows[i]); continue; }
      expect(row.hpRemoved).toBeGreaterThanOrEqual(kit.rows[i].hpRemoved); // the same dice, a point more a hit
      // Point blank (damage doubled) a hit kills the 5-HP worker already; at range the kill chance rises.
      if (!row.pointBlank) expect(row.exact.kill).not.toBe(kit.rows[i].exact.kill);
    }
    // The exposed row's exact is attack-odds' under the same override.
    expect(changed.rows.find((r) => r.soldier === 'Chen')!.exact).toEqual({ expectedHpRemoved: '11/8', kill: '11/54' });
  });

  it('every row\'s exact is attack-odds\' answer under the same rules; the --json shape is unchanged', async () => {
    const rules = ['--override', 'aliens.worker.hp=4', '--variant', 'figureCornerBlocks'];
    const { rows } = (await json(['firing-range', '--attacks', '1', ...rules, '--json'])) as { rows: { soldier: string; cover: string; braced: boolean; pointBlank: boolean; exact: unknown }[] };
    for (const r of rows) {
      const args = ['attack-odds', '--attacker', r.soldier, '--target', 'worker', '--cover', r.cover, ...(r.braced ? ['--brace'] : []), ...(r.pointBlank ? ['--adjacent'] : []), ...rules, '--json'];
      const odds = (await json(args)) as { kill: string; expectedHpRemoved: string };
      expect(r.exact, args.join(' ')).toEqual({ expectedHpRemoved: odds.expectedHpRemoved, kill: odds.kill });
      expect(Object.keys(r)).toEqual(['soldier', 'weapon', 'target', 'cover', 'braced', 'pointBlank', 'attacks', 'shots', 'hits', 'deflections', 'potentialDamage', 'hpRemoved', 'kills', 'apSpent', 'exact']);
    }
  });

  it('the text says the rules; a bad override is one line, exit 2; --help lists both flags', async () => {
    expect((await chamber(['firing-range', '--attacks', '1', ...SHOTGUN_PLUS_ONE])).out.split('\n')[0]).toContain('rules: weapons.shotgun.damage=3');
    expect(await refused(['firing-range', '--override', 'nope=1'])).toMatch(/^--override "nope=1": unknown ruleset path "nope"/);
    for (const command of ['firing-range', 'attack-odds']) {
      const help = (await chamber([command, '--help'])).out;
      expect(help, command).toMatch(/--variant NAME .*figureCornerBlocks/);
      expect(help, command).toMatch(/--override PATH=VALUE .*aliens\.worker\.hp=6/);
    }
  });
});
