/**
 * report.md (issue 18 §1): the run in words and tables for the designer: what was played, the win
 * rate with its interval, the rounds histogram, each soldier's contribution, the aliens' attacks
 * (melee received while adjacent: the "four worker attacks" question), overwatch, deflections,
 * one paragraph per playtest question (kit 06), and the best and worst games linked into Replay.
 * Timing is on one line of its own (the only line two runs of the same games may differ in).
 */
import { SOLDIER_NAMES } from '../../engine/state/types';
import { SOLDIER_STAT_KEYS } from '../game-stats';
import { meanIntervalText } from '../hp-removed';
import { variantTexts } from '../../engine/rule-changes/variants';
import { shardRange } from '../shard';
import { restrictionFlags, scenarioFlag, squadText } from '../run-spec';
import type { KeptGame, ReportHead } from './report-data';
import { pct } from '../percent';
import { counted } from './counted';

const mean = (x: number, games: number) => (games ? (x / games).toFixed(2) : '0');

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}

function kept(title: string, g: KeptGame | null): string[] {
  if (!g) return [];
  return [
    `### ${title}: game ${g.index} (seed ${g.seed})`, '',
    `${g.outcome} in round ${g.rounds}, ${g.consciousSoldiers} soldiers standing. Deciding moment: ${g.moment} (Replay step ${g.step}).`, '',
    `- [Open in Replay at step ${g.step}](${g.link}) (the app served by \`npm start\`; the whole record travels in the link)`,
    `- Record file: [${g.record}](${g.record}) (Replay: open it with the file picker, then step to ${g.step}; or \`chamber replay sheet ${g.record}\`)`, '',
  ];
}

/** The timing line; merge tests drop it when comparing a merged report with the whole run's. */
export function timingLine(r: Pick<ReportHead, 'summary'>): string {
  return `Played in ${r.summary.wallSeconds} s (${r.summary.gamesPerSecond} games/s).`;
}

export function reportMarkdown(r: ReportHead): string {
  const s = r.summary;
  const g = s.games;
  const spec = r.spec;
  const variants = variantTexts(spec.variants);
  const shard = r.shard ? ` (shard ${r.shard.index}/${r.shard.count}: ${g} of the run's ${spec.games} games)` : '';
  const maxRound = Math.max(1, ...Object.values(s.rounds));
  const slice = shardRange(spec.games, r.shard);
  const lines = [
    `# Balance lab: Scenario ${spec.scenario}, ${counted(g, 'game')}${shard}, squad AI ${squadText(spec)}`, '',
    'Every verdict below is on this squad AI\'s play as much as on the rules: `chamber ladder --report DIR` says which verdicts change under a stronger squad.', '',
    spec.scenarioFile
      ? `- Scenario ${spec.scenario} from a scenario file ("${spec.scenarioFile.title}", ${spec.scenarioFile.board.split('\n').filter((l) => l.trim()).length}-row board; embedded in report.json), starting XP ${r.startingXp}, rules kit 0.2`
      : `- Scenario ${spec.scenario}, starting XP ${r.startingXp} (kit 04; C runs at 3, 10 and 18 XP are reported apart), rules kit 0.2`,
    `- Seeds ${spec.seed} + game index (games ${slice.from}..${slice.to - 1}), squad AI ${squadText(spec)}, aliens by the engine (kit 05 §10)`,
    `- Variants: ${variants.length ? variants.join(', ') : 'none (the default readings of RULINGS S3 and O2)'}`,
    `- Overrides: ${spec.overrides.length ? spec.overrides.join(', ') : 'none (the kit\'s numbers)'}`, '',
    '## Win rate', '',
    `${counted(s.wins, 'win')} in ${counted(g, 'game')}: **${pct(s.winRate)}** (95% Wilson interval ${pct(s.winRateCI95[0])} to ${pct(s.winRateCI95[1])}); mean ${s.meanRounds.toFixed(2)} rounds.`, '',
    '## Rounds', '',
    ...table(['round', 'games ending', ''], Object.entries(s.rounds).map(([round, n]) => [round, n, '#'.repeat(Math.round((20 * n) / maxRound))])), '',
    '## Each soldier', '',
    'Totals over the games (per game in brackets). HP removed never counts overkill (kit 06).', '',
    ...table(['soldier', ...SOLDIER_STAT_KEYS, 'hit rate'], SOLDIER_NAMES.map((n) => {
      const p = s.perSoldier[n];
      return [n, ...SOLDIER_STAT_KEYS.map((k) => `${p[k]} (${mean(p[k], g)})`), p.shots ? pct(p.hits / p.shots) : '-'];
    })), '',
    `HP removed per game with its 95% interval (normal approximation over the ${g} games' values, clipped at 0): `
      + `${SOLDIER_NAMES.map((n) => `${n} ${meanIntervalText(r.hpRemovedPerGame[n])}`).join(', ')}.`, '',
    '## Aliens', '',
    `Killed ${s.aliens.killed} (${mean(s.aliens.killed, g)} a game); ${s.aliens.meleeAttacks} melee and ${s.aliens.rangedAttacks} ranged attacks. `
      + `Melee received while adjacent: ${r.totals.questions.meleeHits} hits for ${r.totals.questions.meleeHpRemoved} HP and ${r.totals.questions.meleeDowns} downs; `
      + `${s.aliens.fourMeleeActivations} activations made four melee attacks (kit 04), removing ${r.totals.questions.fourMeleeHpRemoved} HP and downing ${r.totals.questions.fourMeleeDowns} soldiers.`, '',
    '## Overwatch and deflections', '',
    `${s.overwatch.triggers} triggers (O1, while a soldier watched), ${r.totals.questions.eligibleTriggers} with an eligible watcher; ${s.overwatch.reactions} reactions, ${s.overwatch.hits} hits. `
      + `${s.deflections} hits deflected for zero damage (RULINGS A3).`, '',
    '## The playtest sheet (kit 06)', '',
    ...r.answers.flatMap((a) => [`**${a.question}** ${a.answer}`, '']),
    '## Best and worst games', '',
    ...kept('Best', r.best), ...kept('Worst', r.worst),
    'Every game of the run replays from its seed: `chamber autoplay ' + scenarioFlag(spec) + ' --games 1 --seed <seed> --squad-ai ' + spec.squadAi + (spec.budget !== undefined ? ` --budget ${spec.budget}` : '') + restrictionFlags(spec) + ' --out DIR` (with the same variants and overrides).', '',
    timingLine(r), '',
  ];
  return lines.join('\n');
}
