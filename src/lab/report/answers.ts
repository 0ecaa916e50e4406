/**
 * One paragraph for each question of the kit's playtest sheet (kit 06), answered from a run's
 * totals with the numbers behind it. The verdicts are thresholds stated in the text (a fair share
 * of five soldiers is 20%), so a reader can weigh the numbers himself; the last answer proposes
 * the ONE variable to change next, as a `chamber compare` line that measures it.
 */
import { COVER_NAMES } from '../../engine/combat/cover';
import type { CoverName, SoldierName } from '../../engine/state/types';
import { SOLDIER_NAMES } from '../../engine/state/types';
import type { AttackTally } from '../question-stats';
import { HEADLESS_BUDGET } from '../../ai/planner/planner';
import { restrictionFlags, scenarioFlag, squadText, startingXpOf, type RunSpec } from '../run-spec';
import { variantTexts } from '../../engine/rule-changes/variants';
import { overrideTexts } from '../../engine/rule-changes/overrides';
import type { RunTotals } from '../totals';
import { wilsonInterval } from '../stats/wilson';
import { counted } from './counted';

export interface Answer {
  readonly question: string;
  /** The answer in words, ending with what it measured: "(squad AI: planner, budget 8; 100 games; the kit as written)". */
  readonly answer: string;
  /** The verdict alone, as it ends the answer (or opens it): what `sameVerdict` compares between squads. */
  readonly verdict: string;
  /** The squad AI the answer is about, "planner (budget 8)": a verdict is on that squad's play as much as on the rules. */
  readonly squad: string;
}

/** The sheet's questions, in its order (kit 06). */
export const SHEET_QUESTIONS = [
  'Did Voss dominate exposed/soft-cover fights?',
  'Was the shotgun useful without being overwhelming?',
  'Did cover encourage movement or merely stall the game?',
  'Did each soldier contribute?',
  "Was Park's healing too easy to repeat safely?",
  'Were four adjacent worker attacks too punishing?',
  'Any facing, sight or door dispute?',
  'Any rank skill unclear or forgotten?',
  'Change ONE variable for next run:',
] as const;

const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : 'n/a');
const per = (part: number, whole: number, digits = 2) => (whole ? (part / whole).toFixed(digits) : 'n/a');

/** An answer's text and its verdict alone (the words two runs are compared by, numbers aside). */
interface Judged {
  readonly answer: string;
  readonly verdict: string;
}

const judged = (body: string, verdict: string): Judged => ({ answer: `${body} ${verdict}`, verdict });

function sum(tallies: readonly AttackTally[]): AttackTally {
  return tallies.reduce((a, t) => ({ attacks: a.attacks + t.attacks, shots: a.shots + t.shots, hits: a.hits + t.hits, hpRemoved: a.hpRemoved + t.hpRemoved, kills: a.kills + t.kills }),
    { attacks: 0, shots: 0, hits: 0, hpRemoved: 0, kills: 0 });
}

function ranged(t: Pick<RunTotals, 'questions'>, who: readonly SoldierName[], covers: readonly CoverName[]): AttackTally {
  return sum(who.flatMap((n) => covers.map((c) => t.questions.attacks[n][c])));
}

function voss(t: RunTotals): Judged {
  const open: CoverName[] = ['none', 'soft'];
  const all = ranged(t, SOLDIER_NAMES, open);
  const v = ranged(t, ['Voss'], open);
  const others = ranged(t, SOLDIER_NAMES.filter((n) => n !== 'Voss'), open);
  const share = all.hpRemoved ? v.hpRemoved / all.hpRemoved : 0;
  const verdict = !all.attacks ? 'No such fights happened.'
    : share >= 0.4 ? `Yes: ${pct(v.hpRemoved, all.hpRemoved)} of that damage is twice a fair share (20%) or more.`
      : share > 0.2 ? `He carried more than a fair share (20%) but did not dominate (the threshold here is 40%).`
        : 'No: he did no more than a fair share (20%).';
  return judged(`Against targets in the open or in soft cover the squad made ${counted(all.attacks, 'ranged attack')}; Voss made ${v.attacks} of them (${pct(v.attacks, all.attacks)}) `
    + `and removed ${v.hpRemoved} of the ${all.hpRemoved} HP they took (${pct(v.hpRemoved, all.hpRemoved)}), ${per(v.hpRemoved, v.attacks)} HP per attack `
    + `against ${per(others.hpRemoved, others.attacks)} for the others, with ${counted(v.kills, 'kill')}.`, verdict);
}

function shotgun(t: RunTotals): Judged {
  const s = t.questions.shotgun;
  const pb = t.questions.pointBlank;
  const squad = ranged(t, SOLDIER_NAMES, COVER_NAMES);
  const others = ranged(t, SOLDIER_NAMES.filter((n) => n !== 'Chen'), COVER_NAMES);
  const killShare = t.stats.aliens.killed ? s.kills / t.stats.aliens.killed : 0;
  const useful = s.attacks > 0 && s.hpRemoved / s.attacks >= 0.75 * (others.attacks ? others.hpRemoved / others.attacks : 0);
  const verdict = !s.attacks ? 'The shotgun was never fired, so it was not useful in these games.'
    : killShare > 0.4 ? `Overwhelming by this measure: ${pct(s.kills, t.stats.aliens.killed)} of all kills (over 40%).`
      : useful ? 'Useful without being overwhelming: at least three quarters of the others\' HP per attack, and no more than 40% of the kills.'
        : 'Not very useful: under three quarters of the others\' HP per attack.';
  return judged(`Chen fired the shotgun ${counted(s.attacks, 'time')} (${per(s.attacks, t.games)} a game), hitting with ${pct(s.hits, s.shots)} of its shots and removing ${s.hpRemoved} HP `
    + `(${per(s.hpRemoved, s.attacks)} per attack, the other soldiers' ranged attacks ${per(others.hpRemoved, others.attacks)}); ${pb.attacks} of the attacks were point blank (kit 03), `
    + `removing ${per(pb.hpRemoved, pb.attacks)} HP each. It made ${s.kills} of the ${counted(t.stats.aliens.killed, 'kill')} (${pct(s.kills, t.stats.aliens.killed)}) and ${pct(s.hpRemoved, squad.hpRemoved)} of the squad's ranged damage.`, verdict);
}

/** Thresholds of the cover verdict: under both, cover hardly came into play. */
const COVER_ATTACKS_FEW = 0.05;
const COVER_STEPS_FEW = 0.1;

/**
 * Judged from what the squad did (issue §2): its ranged attacks into cover and its steps that
 * ended on a cover square. Games running out of rounds say how long games were, not why.
 */
export function coverVerdict(t: Pick<RunTotals, 'games' | 'questions'>): string {
  const q = t.questions;
  const all = ranged(t, SOLDIER_NAMES, COVER_NAMES);
  const inCover = ranged(t, SOLDIER_NAMES, ['soft', 'hard', 'full']);
  const attacks = all.attacks ? inCover.attacks / all.attacks : 0;
  const steps = q.squadSquares ? q.squadCoverSquares / q.squadSquares : 0;
  const seen = `${pct(inCover.attacks, all.attacks)} of the squad's ranged attacks went into cover and ${pct(q.squadCoverSquares, q.squadSquares)} of its steps ended on a cover square`;
  if (!all.attacks && !q.squadSquares) return 'Nothing to judge by: the squad neither moved nor shot.';
  if (attacks < COVER_ATTACKS_FEW && steps < COVER_STEPS_FEW) {
    return `Neither: cover hardly came into play (${seen}; under ${100 * COVER_ATTACKS_FEW}% and ${100 * COVER_STEPS_FEW}%), so these games say little about it.`;
  }
  if (attacks >= 0.5 && q.timedOut / Math.max(1, t.games) >= 0.5) {
    return `It stalled: ${seen}, and most games (${pct(q.timedOut, t.games)}) ran out of rounds with aliens alive.`;
  }
  return steps >= COVER_STEPS_FEW
    ? `It encouraged movement: ${seen} (${100 * COVER_STEPS_FEW}% or more of the steps).`
    : `It shaped the shooting more than the movement: ${seen} (under ${100 * COVER_STEPS_FEW}% of the steps).`;
}

function cover(t: RunTotals): Judged {
  const q = t.questions;
  const rates = COVER_NAMES.map((c) => {
    const a = ranged(t, SOLDIER_NAMES, [c]);
    return `${c === 'none' ? 'exposed' : c} ${a.attacks} (${pct(a.hits, a.shots)} of shots hit)`;
  }).join(', ');
  const alienAll = sum(COVER_NAMES.map((c) => q.alienRanged[c])).attacks;
  const alienInCover = alienAll - q.alienRanged.none.attacks;
  return judged(`Squad ranged attacks by the target's cover (RULINGS C1): ${rates}. `
    + `Soldiers moved ${per(q.squadSquares, t.games, 1)} squares a game (${per(q.squadCoverSquares, t.games, 1)} of them onto cover squares) and aliens ${per(q.alienSquares, t.games, 1)}; alien ranged attacks on soldiers in cover: `
    + `${alienInCover} of ${alienAll}. `
    + `${pct(q.timedOut, t.games)} of games ended at the round limit (RULINGS R2), mean length ${per(t.roundsPlayed, t.games)} rounds.`, coverVerdict(t));
}

function contribution(t: RunTotals): Judged {
  const total = SOLDIER_NAMES.reduce((a, n) => a + t.stats.perSoldier[n].hpRemoved, 0);
  const parts = SOLDIER_NAMES.map((n) => {
    const s = t.stats.perSoldier[n];
    return `${n} ${pct(s.hpRemoved, total)} of the damage, ${counted(s.kills, 'kill')}`;
  }).join('; ');
  const idle = SOLDIER_NAMES.filter((n) => total > 0 && t.stats.perSoldier[n].hpRemoved / total < 0.05);
  const verdict = !total ? 'Nobody removed any HP.'
    : idle.length ? `${idle.join(' and ')} contributed little (under 5% of the damage).`
      : 'Yes: every soldier removed at least 5% of the damage.';
  return judged(`Of the ${total} HP the squad removed: ${parts}.`, verdict);
}

function healing(t: RunTotals): Judged {
  const q = t.questions;
  const lost = SOLDIER_NAMES.reduce((a, n) => a + t.stats.perSoldier[n].hpLost, 0);
  const park = t.stats.perSoldier.Park;
  const share = lost ? q.hpHealed / lost : 0;
  const verdict = q.medkits + q.fieldCare === 0 ? 'Park never healed, so healing was not a factor here.'
    : share >= 0.5 && park.downed / Math.max(1, t.games) < 0.1
      ? `Too easy by this measure: healing made up ${pct(q.hpHealed, lost)} of the HP lost (half or more) while Park was downed in under 10% of games.`
      : `Not too easy: healing made up ${pct(q.hpHealed, lost)} of the HP lost, and Park was downed ${counted(park.downed, 'time')} in ${counted(t.games, 'game')}.`;
  return judged(`Park used ${counted(q.medkits, 'medkit')} (${q.revivals} of them revivals) and Field Care ${counted(q.fieldCare, 'time')}, ${per(q.medkits + q.fieldCare, t.games)} healing actions a game, `
    + `restoring ${q.hpHealed} HP against ${lost} HP the squad lost. Park herself lost ${park.hpLost} HP and was downed ${counted(park.downed, 'time')}.`, verdict);
}

function fourAttacks(t: RunTotals): Judged {
  const q = t.questions;
  const a = t.stats.aliens;
  const downs = SOLDIER_NAMES.reduce((x, n) => x + t.stats.perSoldier[n].downed, 0);
  const verdict = !a.fourMeleeActivations ? 'No alien ever made four melee attacks in one activation here.'
    : q.fourMeleeDowns / a.fourMeleeActivations >= 0.25
      ? `Punishing: ${pct(q.fourMeleeDowns, a.fourMeleeActivations)} of them downed a soldier (the threshold here is 25%).`
      : `Not too punishing: ${pct(q.fourMeleeDowns, a.fourMeleeActivations)} of them downed a soldier (under 25%).`;
  return judged(`Aliens made ${counted(a.meleeAttacks, 'melee attack')} (all from an adjacent square, kit 05 §5), hitting ${counted(q.meleeHits, 'time')} for ${q.meleeHpRemoved} HP and ${counted(q.meleeDowns, 'down')}. `
    + `${counted(a.fourMeleeActivations, 'activation')} (${per(a.fourMeleeActivations, t.games)} a game) made four melee attacks (kit 04 EXPECTED RULE CHECKS); they removed ${per(q.fourMeleeHpRemoved, a.fourMeleeActivations)} HP each `
    + `and caused ${q.fourMeleeDowns} of the ${counted(downs, 'down')}.`, verdict);
}

function disputes(t: RunTotals, spec: RunSpec): Judged {
  const q = t.questions;
  const o = t.stats.overwatch;
  const variants = Object.keys(spec.variants).length ? `with ${Object.entries(spec.variants).map(([k, v]) => `${k} ${v ? 'on' : 'off'}`).join(', ')}` : 'with the default variants (S3 figureCornerBlocks off, O2 shotgunOverwatchPointBlank on)';
  return {
    verdict: 'None in the games themselves.',
    answer: `None in the games themselves: every facing, sight and door call follows RULINGS (S1-S8, G1-G2, O1-O4) ${variants}. The calls a table would argue over: `
      + `${counted(q.squadDoors, 'door')} opened by soldiers and ${q.alienDoors} by aliens; ${counted(o.triggers, 'overwatch trigger')}, only ${q.eligibleTriggers} with a watcher able to react `
      + `(the rest out of arc or sight, S6-S7, or without AP, O2); ${counted(q.reactionsSkipped, 'reaction')} skipped; ${counted(q.aliensIdle, 'alien action')} that found no soldier to reach or see (L5). `
      + 'Open any of them in Replay with the sight-line overlay to check the call.',
  };
}

function ranks(t: RunTotals, spec: RunSpec): Judged {
  const q = t.questions;
  const xp = startingXpOf(spec);
  // A whole sentence: the verdict stands alone in the Lab's side-by-side sheets (SheetSideBySide).
  const verdict = q.rerollsOffered && q.rerollsDeclined / q.rerollsOffered > 0.5
    ? 'No, but most offered rerolls were declined: the policy rarely finds them worth taking.'
    : 'No: no skill showed as unclear in play.';
  return judged(`Starting at ${xp} XP (${spec.scenario}), soldiers unlocked ${counted(q.skillsUnlocked, 'skill')} (${per(q.skillsUnlocked, t.games)} a game) and reached ${counted(q.ranksReached, 'rank')}; `
    + (q.firstUnlocks
      ? `${counted(q.firstUnlocks, 'soldier')} had a first unlock take effect, in round ${per(q.firstUnlockRoundSum, q.firstUnlocks, 1)} on average (pending until the next round start, kit 04 C). `
      : 'no new skill took effect during a game (a rank reached waits for the next round start, kit 04 C, and ranks reached in the last round never do). ')
    + `Optional rerolls (RULINGS A5) were offered ${counted(q.rerollsOffered, 'time')} and declined ${counted(q.rerollsDeclined, 'time')}. The engine applies every skill it holds, so none is forgotten.`, verdict);
}

/** The ONE change the sheet's last answer proposes: the override (`PATH=VALUE`) and why. */
export interface NextExperiment {
  readonly change: string;
  readonly why: string;
}

/**
 * The change to measure next, from a run's totals: the Lab's Compare view starts side b with it
 * (on top of the run's own rules), as the report's `chamber compare` line does. Without games
 * the interval is 0-100% and it proposes measuring hard cover.
 */
export function nextExperiment(t: RunTotals, spec: Pick<RunSpec, 'overrides'>): NextExperiment {
  const [lo, hi] = t.games ? wilsonInterval(t.wins, t.games) : [0, 1];
  const q = t.questions;
  const a = t.stats.aliens;
  let change: string;
  let why: string;
  if (hi < 0.4) {
    if (a.fourMeleeActivations && q.fourMeleeDowns / a.fourMeleeActivations >= 0.25) { change = 'aliens.worker.ap=3'; why = 'the squad loses and four worker attacks down soldiers: give workers 3 AP'; }
    else { change = 'aliens.warrior.hp=8'; why = 'the squad loses: weaken the warrior'; }
  } else if (lo > 0.6) {
    change = 'aliens.worker.hp=6'; why = 'the squad wins too often: toughen the workers';
  } else if (q.timedOut / Math.max(1, t.games) >= 0.5) {
    change = 'roundLimit=8'; why = 'most games run out of rounds: allow two more';
  } else {
    change = 'cover.hard=1'; why = 'the interval does not place the win rate clearly below 40% or above 60%: measure how much hard cover matters';
  }
  if (spec.overrides.some((o) => o.path === change.split('=')[0])) { change = 'brace.accuracy=1'; why = 'measure how much the brace matters'; }
  return { change, why };
}

function nextVariable(t: RunTotals, spec: RunSpec): Judged {
  const [lo, hi] = t.games ? wilsonInterval(t.wins, t.games) : [0, 1];
  const { change, why } = nextExperiment(t, spec);
  const base = [scenarioFlag(spec), `--games ${t.games}`, `--seed ${spec.seed}`, `--squad-ai ${spec.squadAi}${spec.budget !== undefined ? ` --budget ${spec.budget}` : ''}`].join(' ') + restrictionFlags(spec);
  const aSide = [...Object.keys(spec.variants).map((v) => `--a-variant ${v}`), ...overrideTexts(spec.overrides).map((o) => `--a-override ${o}`)].join(' ');
  const bSide = [...Object.keys(spec.variants).map((v) => `--b-variant ${v}`), ...overrideTexts(spec.overrides).map((o) => `--b-override ${o}`), `--b-override ${change}`].join(' ');
  return { verdict: `Change ${change}.`, answer: `Win rate ${pct(t.wins, t.games)} (95% CI ${(100 * lo).toFixed(1)}%-${(100 * hi).toFixed(1)}%): ${why}. Change ${change} and measure it on the same seeds: `
    + `\`chamber compare ${base}${aSide ? ` ${aSide}` : ''} ${bSide}\`.` };
}

/** What every answer measured, said beside it: "(squad AI: planner, budget 8; 100 games; the kit as written)". */
export function answerBasis(spec: RunSpec, games: number): string {
  const squad = spec.squadAi === 'planner' ? `planner, budget ${spec.budget ?? HEADLESS_BUDGET}` : spec.squadAi;
  const restricted = [...(spec.deny?.length ? [`denied ${spec.deny.join(', ')}`] : []), ...(spec.without?.length ? [`without ${spec.without.join(', ')}`] : [])].join(', ');
  const rules = [...variantTexts(spec.variants), ...overrideTexts(spec.overrides)];
  return `(squad AI: ${squad}${restricted ? `, ${restricted}` : ''}; ${counted(games, 'game')}; ${rules.length ? `rules: ${rules.join(', ')}` : 'the kit as written'})`;
}

/** The sheet's questions answered from a run's totals, each saying the squad AI, games and rules it measured. */
export function sheetAnswers(spec: RunSpec, t: RunTotals): Answer[] {
  const answers = [voss(t), shotgun(t), cover(t), contribution(t), healing(t), fourAttacks(t), disputes(t, spec), ranks(t, spec), nextVariable(t, spec)];
  const basis = answerBasis(spec, t.games);
  const squad = squadText({ squadAi: spec.squadAi, budget: spec.budget });
  return SHEET_QUESTIONS.map((question, i) => ({ question, answer: `${answers[i].answer} ${basis}`, verdict: answers[i].verdict, squad }));
}
