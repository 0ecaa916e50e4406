/**
 * `chamber attack-odds --attacker Voss --target worker [--cover hard] [--brace] [--adjacent]
 * [--json | --jsonl]`: the exact outcome of ONE full attack by a soldier with starting equipment
 * on a full-HP worker/warrior card (kit 01 ATTACK, kit 05 §4-§5, RULINGS A1-A4, C1-C2).
 * Adjacent: the shotgun fires point blank; any other ranged weapon may not fire while engaged
 * (RULINGS A4), so the attack is made with the combat knife (melee ignores cover and brace).
 * `--override PATH=VALUE` and `--variant NAME` change the rules as autoplay's do (issue 32: "what
 * does shotgun damage +1 do to the kill chance?"); with --jsonl they hold for every query.
 */
import { answerJsonLines, defineCommand, listFlag, refuseArguments } from '../command';
import { UsageError } from '../errors';
import { flag, integer, integerOf, text } from '../options';
import { COVER_NAMES } from '../../engine/combat/cover';
import { fractionString, percentString, soldierAttackOdds } from '../../engine/combat/odds';
import type { SoldierAttackOdds, SoldierAttackQuery } from '../../engine/combat/odds';
import { KIT_RULESET, makeRuleset, type Ruleset } from '../../engine/ruleset/ruleset';
import { rulesetOverridesOf } from '../../lab/run-spec';
import { OVERRIDE, rulesOf, VARIANT } from '../lab-options';
import type { AlienKind, CoverName, SkillId, SoldierName, WeaponId } from '../../engine/state/types';
import { SOLDIER_NAMES } from '../../engine/state/types';
import { overrideTexts } from '../../engine/rule-changes/overrides';
import { variantTexts } from '../../engine/rule-changes/variants';

/** The kit's cards name the attackers, targets, weapons and skills (overrides change numbers only). */
const RULESET = KIT_RULESET;
const ALIEN_KINDS = Object.keys(RULESET.aliens) as AlienKind[];
/** Every weapon by id: whether the attacker carries it is the engine's to say (soldier-attack-odds.ts, kit 07). */
const WEAPON_IDS = Object.keys(RULESET.weapons) as WeaponId[];
/** The weapons soldiers carry (kit 07 loadouts), for the help: the aliens' natural weapons are not theirs. */
const CARRIED = WEAPON_IDS.filter((w) => SOLDIER_NAMES.some((s) => RULESET.soldiers[s].weapons.includes(w)));
const SKILL_IDS = [...new Set(SOLDIER_NAMES.flatMap((s) => RULESET.soldiers[s].skills))];
/** The kit's toughest card is the warrior's 10 HP; 100 leaves room for overrides and stays instant. */
const TARGET_HP = integer('N', 'the target\'s HP before the attack (default: its card\'s full HP)', { min: 1, max: 100 });

/** One of `allowed`, matched without regard to case; else a one-line error listing them. */
function oneOf<T extends string>(what: string, value: unknown, allowed: readonly T[]): T {
  const found = typeof value === 'string' && allowed.find((a) => a.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw new UsageError(`unknown ${what} ${JSON.stringify(value)} (${allowed.join(', ')})`);
  return found;
}

function coverOf(value: unknown): CoverName {
  if (value === undefined) return 'none';
  if (typeof value === 'string' && value.trim().toLowerCase() === 'exposed') return 'none';
  return oneOf('cover', value, COVER_NAMES);
}

/** A true/false key of a --jsonl query. */
function queryBoolean(name: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new UsageError(`${name} must be true or false, got ${JSON.stringify(value)}`);
  return value;
}

/** The answer of --json and --jsonl: exactly {"kill":"p/q","expectedHpRemoved":"p/q"}. */
export function attackOddsAnswer(r: SoldierAttackOdds): { kill: string; expectedHpRemoved: string } {
  return { kill: fractionString(r.kill), expectedHpRemoved: fractionString(r.expectedHpRemoved) };
}

const QUERY_KEYS = ['attacker', 'target', 'cover', 'brace', 'adjacent', 'weapon', 'targetHp', 'spotted', 'skills', 'rerolls', 'sustainedFire'];

/** A --jsonl query; optional keys beyond the five documented ones mirror the extra flags. */
function parseQuery(raw: unknown): SoldierAttackQuery {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new UsageError('a query must be a JSON object like {"attacker":"Voss","target":"worker"}');
  }
  const q = raw as Record<string, unknown>;
  const unknown = Object.keys(q).find((k) => !QUERY_KEYS.includes(k));
  if (unknown) throw new UsageError(`unknown query key "${unknown}" (${QUERY_KEYS.join(', ')})`);
  if (q.skills !== undefined && !Array.isArray(q.skills)) throw new UsageError('skills must be a list of skill ids');
  return buildQuery({
    attacker: q.attacker, target: q.target, cover: q.cover, brace: queryBoolean('brace', q.brace), adjacent: queryBoolean('adjacent', q.adjacent),
    weapon: q.weapon, targetHp: q.targetHp, hpName: 'targetHp', spotted: queryBoolean('spotted', q.spotted), skills: q.skills as unknown[] | undefined,
    rerolls: queryBoolean('rerolls', q.rerolls), sustainedFire: queryBoolean('sustainedFire', q.sustainedFire),
  });
}

interface RawQuery {
  attacker: unknown; target: unknown; cover: unknown; brace: boolean; adjacent: boolean; weapon: unknown;
  targetHp: unknown; hpName: string; spotted: boolean; skills: unknown[] | undefined; rerolls: boolean; sustainedFire: boolean;
}

function buildQuery(r: RawQuery): SoldierAttackQuery {
  if (r.attacker === undefined) throw new UsageError(`attacker is required (${SOLDIER_NAMES.join(', ')})`);
  if (r.target === undefined) throw new UsageError(`target is required (${ALIEN_KINDS.join(', ')})`);
  const attacker: SoldierName = oneOf('attacker', r.attacker, SOLDIER_NAMES);
  const targetHp = r.targetHp === undefined ? undefined : integerOf(r.hpName, TARGET_HP, r.targetHp);
  return {
    attacker,
    target: oneOf('target', r.target, ALIEN_KINDS),
    cover: coverOf(r.cover),
    brace: r.brace,
    adjacent: r.adjacent,
    spotted: r.spotted,
    weapon: r.weapon === undefined ? undefined : oneOf('weapon', r.weapon, WEAPON_IDS),
    targetHp,
    skills: r.skills === undefined ? undefined : r.skills.map((s) => oneOf<SkillId>('skill', s, SKILL_IDS)),
    rerolls: r.rerolls,
    sustainedFire: r.sustainedFire,
  };
}

function run(ruleset: Ruleset, q: SoldierAttackQuery): SoldierAttackOdds {
  try {
    return soldierAttackOdds(ruleset, q);
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

function describe(ruleset: Ruleset, q: SoldierAttackQuery, r: SoldierAttackOdds, rules: readonly string[]): string {
  const w = ruleset.weapons[r.weapon];
  const terms = r.accuracy.terms.map((t) => `${t.term} ${t.value >= 0 ? '+' : ''}${t.value}${t.note ? ` (${t.note})` : ''}`);
  const line = (label: string, f: SoldierAttackOdds['kill']) => `${label.padEnd(24)}${fractionString(f)} (${percentString(f)})`;
  const exact = (label: string, f: SoldierAttackOdds['kill']) => `${label.padEnd(24)}${fractionString(f)} (${f.valueOf().toFixed(3)})`;
  const strength = `D6${w.damage >= 0 ? '+' : ''}${w.damage}${r.input.pointBlank ? ' doubled (point blank)' : ''}`;
  return [
    `${q.attacker} with the ${w.name} vs ${q.target} (${r.input.targetHp} HP), cover ${q.cover}${q.brace ? ', braced' : ''}${q.adjacent ? ', adjacent' : ''}`
      + `${rules.length ? `; rules: ${rules.join(', ')}` : ''}`,
    `accuracy ${r.accuracy.total} = ${terms.join(', ')}`,
    `shots ${r.input.shots}, damage ${strength} - armour ${r.input.reduction}`
      + `${r.input.accuracyReroll ? ', accuracy reroll' : ''}${r.input.damageReroll ? ', damage reroll' : ''}`,
    line('per shot:', r.perShot),
    line('at least one hit:', r.atLeastOne),
    line('kill:', r.kill),
    exact('expected HP removed:', r.expectedHpRemoved),
    exact('expected damage rolled:', r.expectedDamageRolled),
    exact('expected hits:', r.expectedHits),
    'HP removed:',
    ...[...r.hpRemoved].map(([hp, p]) => `  ${String(hp).padStart(2)}  ${fractionString(p)} (${percentString(p)})`),
  ].join('\n') + '\n';
}

const USAGE = 'chamber attack-odds --attacker NAME --target worker|warrior [--cover none|soft|hard|full] [--brace] [--adjacent]'
  + ' [--weapon W] [--hp N] [--spotted] [--skills a,b] [--rerolls] [--sustained-fire] [--variant NAME]... [--override PATH=VALUE]... [--json]'
  + ' | [--variant NAME]... [--override PATH=VALUE]... --jsonl < queries';

export const attackOdds = defineCommand({
  name: 'attack-odds',
  summary: 'exact kill chance and HP-removed distribution of one attack by a soldier on a worker/warrior',
  usage: USAGE,
  options: {
    attacker: text('NAME', `the soldier attacking: ${SOLDIER_NAMES.join(', ')}`),
    target: text('KIND', `the alien card attacked: ${ALIEN_KINDS.join(', ')}`),
    cover: text('COVER', `the target's cover: ${COVER_NAMES.join(', ')} (default none; exposed = none)`),
    brace: flag('the attacker is braced (+2 ranged accuracy)'),
    adjacent: flag('the target is orthogonally adjacent (point blank; other guns than the shotgun cannot fire, RULINGS A4)'),
    weapon: text('W', `the weapon, if not the soldier's first; one the soldier carries: ${CARRIED.join(', ')}`),
    hp: TARGET_HP,
    spotted: flag('the target carries the spotter mark (+1)'),
    skills: text('a,b', `the skills unlocked, comma-separated, the attacker's own (default the rank-0 skill): ${SKILL_IDS.join(', ')}`),
    rerolls: flag('use the skills\' optional rerolls (Close Assault, Controlled Burst, Precision)'),
    'sustained-fire': flag('Voss\'s Sustained Fire: 4 MG shots'),
    variant: VARIANT,
    override: OVERRIDE,
    json: flag('print {"kill":"p/q","expectedHpRemoved":"p/q"}'),
    jsonl: flag('read one {"attacker","target","cover","brace","adjacent",...} per stdin line, answer one JSON line each'),
  },
  async run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    const rules = rulesOf(values);
    const ruleset = makeRuleset(rulesetOverridesOf(rules));
    if (values.jsonl) {
      // The rules hold for every query; anything else a query says itself.
      const others = Object.keys(values).filter((k) => !['jsonl', 'variant', 'override'].includes(k));
      if (others.length) throw new UsageError(`--jsonl reads queries from stdin; drop --${others[0]}`);
      return answerJsonLines(io, (raw) => attackOddsAnswer(run(ruleset, parseQuery(raw))));
    }
    const q = buildQuery({
      attacker: values.attacker, target: values.target, cover: values.cover,
      brace: values.brace === true, adjacent: values.adjacent === true, weapon: values.weapon, targetHp: values.hp, hpName: '--hp',
      spotted: values.spotted === true, skills: values.skills === undefined ? undefined : listFlag(values.skills),
      rerolls: values.rerolls === true, sustainedFire: values['sustained-fire'] === true,
    });
    const r = run(ruleset, q);
    io.stdout(values.json ? JSON.stringify(attackOddsAnswer(r)) + '\n' : describe(ruleset, q, r, [...variantTexts(rules.variants), ...overrideTexts(rules.overrides)]));
    return 0;
  },
});
