/**
 * The lab commands' human output (issue 33 §B): every figure says which squad AI (with the
 * planner's budget and any restriction: --deny, --without), which rules (variants and overrides,
 * or the kit as written), how many games, and its interval. The --json forms are not touched here.
 */
import { describe, expect, it } from 'vitest';
import { chamber } from './in-process';

async function human(...argv: string[]): Promise<string> {
  const r = await chamber(argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.err}`);
  return r.out;
}

const headline = (out: string) => out.split('\n')[0];

describe('human headlines name the squad AI, the rules, the games and the interval', () => {
  it('autoplay: the headline carries the rules (variants, overrides), the denied mechanics and left-off soldiers, and the win rate with its Wilson interval', async () => {
    const out = await human('autoplay', '--games', '2', '--seed', '3', '--squad-ai', 'greedy', '--workers', '1',
      '--deny', 'overwatch', '--without', 'Voss', '--variant', 'figureCornerBlocks', '--override', 'aliens.worker.hp=7');
    expect(headline(out)).toMatch(/^2 games of scenario A \(seeds 3\.\.4\), squad AI greedy, denied overwatch, without Voss; rules: figureCornerBlocks on \(RULINGS S3\), aliens\.worker\.hp=7: [012] wins?, win rate [\d.]+% \(95% Wilson interval [\d.]+% to [\d.]+%\)$/);
  });

  it('autoplay: with no rule changes the headline says the kit as written; the planner\'s budget is said', async () => {
    const out = await human('autoplay', '--games', '1', '--seed', '2', '--squad-ai', 'planner', '--budget', '2', '--workers', '1');
    expect(headline(out)).toMatch(/^1 game of scenario A \(seed 2\), squad AI planner \(budget 2\); the kit as written: [01] wins?, win rate (0\.0|100\.0)% \(95% Wilson interval [\d.]+% to [\d.]+%\)$/);
  });

  it('contribution: the full squad\'s win rate has its Wilson interval and its games; the head names the squad AI, the denial and the rules', async () => {
    const out = await human('contribution', '--games', '2', '--seed', '3', '--squad-ai', 'greedy', '--workers', '1', '--deny', 'brace', '--override', 'aliens.worker.hp=7');
    const [head, full] = out.split('\n');
    expect(head).toContain('2 games of Scenario A (seeds 3..4), squad AI greedy, denied brace, rules: aliens.worker.hp=7');
    expect(full).toMatch(/^Full squad: [012] wins? of 2, win rate [\d.]+% \(95% Wilson interval [\d.]+% to [\d.]+%\)\. /);
  });

  it('probe, ladder and compare: each head names the squad AI (a ladder rung its budget), the rules and the games; each rate has its interval', async () => {
    const probe = await human('probe', '--games', '2', '--seed', '3', '--squad-ai', 'greedy', '--workers', '1', '--variant', 'figureCornerBlocks');
    expect(headline(probe)).toContain('2 games of Scenario A (seeds 3..4), squad AI greedy, rules: figureCornerBlocks on (RULINGS S3)');
    expect(probe.split('\n')[1]).toMatch(/^Full policy: [012] wins?, [\d.]+% \(95% Wilson [\d.]+% to [\d.]+%\)\.$/);
    const ladder = await human('ladder', '--games', '2', '--seed', '3', '--budgets', '1', '--workers', '1', '--deny', 'brace', '--override', 'aliens.worker.hp=7');
    expect(headline(ladder)).toContain('2 games of Scenario A (seeds 3..4), every rung on the same seeds; rules: aliens.worker.hp=7; the squad denied brace.');
    expect(ladder).toMatch(/\nplanner 1 +[012] +[\d.]+% +[\d.]+% to [\d.]+%/);
    const compare = await human('compare', '--games', '2', '--seed', '3', '--squad-ai', 'greedy', '--workers', '1', '--without', 'Park', '--b-override', 'aliens.worker.hp=7');
    expect(compare).toContain('# Compare: Scenario A, 2 paired games');
    expect(compare).toContain('squad AI greedy, without Park;');
    expect(compare).toMatch(/- a: the kit as written: [012] wins?, [\d.]+% \(95% Wilson [\d.]+% to [\d.]+%\)/);
    expect(compare).toMatch(/- b: aliens\.worker\.hp=7: [012] wins?, [\d.]+% \(95% Wilson [\d.]+% to [\d.]+%\)/);
  });

  it('a run of one game says so in the singular, in every command\'s text (lab/report/counted.ts)', async () => {
    const runs = [
      ['autoplay', '--games', '1', '--seed', '1', '--squad-ai', 'greedy', '--workers', '1'],
      ['compare', '--games', '1', '--seed', '1', '--squad-ai', 'greedy', '--workers', '1', '--b-variant', 'alternatingActivations'],
      ['probe', '--games', '1', '--seed', '1', '--squad-ai', 'greedy', '--workers', '1'],
      ['calibrate', '--games', '1', '--seed', '1', '--squad-ai', 'greedy', '--workers', '1', '--path', 'aliens.worker.hp', '--target', '0.5', '--range', '1..20'],
    ];
    const outs = await Promise.all(runs.map((argv) => human(...argv)));
    // Not a figure's last digit: a speed of 21.1 games per second is no plural of one.
    for (const out of outs) expect(out).not.toMatch(/(?<![\d.])1 (wins|games|paired games)\b/);
    expect(outs[0]).toMatch(/^1 game of scenario A \(seed 1\), .*: 1 win, win rate 100\.0%/);
    expect(outs[1]).toMatch(/- a: the kit as written: 1 win, 100\.0%/);
    expect(outs[2]).toMatch(/^Full policy: 1 win, 100\.0%/m);
    expect(outs[3]).toMatch(/up to 1 game a value of Scenario A/);
    expect(outs[3]).toMatch(/^ +1 +100\.0% +20\.7% to 100\.0% +1 game$/m);
  }, 60_000);
});
