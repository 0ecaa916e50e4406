/**
 * Placing a position on the board (kit 04 setup): soldiers from their cards at an XP total,
 * aliens from theirs, doors, and the checks a schema cannot make (walls, shared squares,
 * duplicate contacts). Built-in scenarios (scenarios.ts) and custom positions (position.ts, which
 * validates the JSON first) both come through here, so neither depends on the other.
 */
import { TEST_CHAMBER, blocksMovement, parseBoard, toSquare, coordOf, terrainAt } from '../board/board';
import { seedRng } from '../combat/dice';
import { alienId } from '../state/figures';
import { makeRuleset, type Ruleset, type RulesetOverrides } from '../ruleset/ruleset';
import { missionOfPosition, type PositionMission } from './position-mission';
import type {
  AlienKind, AlienState, Board, Facing, FigureId, GameState, SkillId, SoldierName, SoldierState, Square, WeaponId,
} from '../state/types';

/** A soldier in a position (the custom position format's "soldiers" entries). */
export interface SoldierPlacement {
  readonly name: SoldierName;
  readonly at: string;
  readonly facing: Facing;
  readonly hp?: number;
  readonly xp?: number;
  readonly ap?: number;
  readonly braced?: boolean;
  readonly overwatch?: 'pistol' | 'shotgun' | 'mg' | 'sniper';
  readonly reserved?: number;
  readonly items?: 'medkit'[];
}

/** An alien in a position: its card, contact number and square. */
export interface AlienPlacement {
  readonly kind: AlienKind;
  readonly contact: number;
  readonly at: string;
  readonly hp?: number;
  readonly ap?: number;
}

/** A whole position: figures, open doors, the round, and optionally another board's text. */
export interface Position {
  readonly soldiers: SoldierPlacement[];
  readonly aliens: AlienPlacement[];
  readonly open: string[];
  readonly round: number;
  readonly board?: string;
  /** The contact number of the alien carrying Reyes's spotter mark (kit 02 Spotter), if any. */
  readonly spotterMark?: number;
  /** A scenario file's locked doors, door assemblies and dormant contacts (position-mission.ts). */
  readonly mission?: PositionMission;
}

/** Skills in effect at an XP total: every rank whose threshold is reached (kit 02, kit 04 C). */
export function skillsAtXp(ruleset: Ruleset, name: SoldierName, xp: number): SkillId[] {
  const card = ruleset.soldiers[name];
  return card.skills.filter((_, i) => xp >= ruleset.xp.thresholds[i]);
}

export function makeSoldier(ruleset: Ruleset, p: SoldierPlacement, board: Board): SoldierState {
  const name = p.name;
  const card = ruleset.soldiers[name];
  const xp = Math.min(p.xp ?? 0, ruleset.xp.cap);
  const hp = p.hp ?? card.hp;
  if (hp > card.hp) throw new Error(`position: ${name} hp ${hp} is above the card's maximum ${card.hp}`);
  return {
    kind: 'soldier', id: name, at: toSquare(board, p.at), facing: p.facing, hp, xp,
    skills: skillsAtXp(ruleset, name, xp), pendingSkills: [], firstUnlockRound: null,
    ap: p.ap ?? 0, reservedAp: p.reserved ?? 0, braced: p.braced ?? false,
    overwatch: (p.overwatch as WeaponId | undefined) ?? null,
    weapons: card.weapons, armour: card.armour, items: p.items ?? card.items,
    activated: false, revivedThisRound: false, usedThisActivation: [], watchfulUsed: false, kills: 0,
  };
}

export function makeAlien(ruleset: Ruleset, p: AlienPlacement, board: Board): AlienState {
  const card = ruleset.aliens[p.kind];
  const hp = p.hp ?? card.hp;
  if (hp > card.hp) throw new Error(`position: ${p.kind} ${p.contact} hp ${hp} is above the card's maximum ${card.hp}`);
  return {
    kind: 'alien', id: alienId(p.contact), alienKind: p.kind, contact: p.contact,
    at: toSquare(board, p.at), hp, ap: p.ap ?? card.ap, activated: false,
  };
}

export interface NewGameOptions {
  readonly seed: number;
  readonly ruleset?: RulesetOverrides;
}

/**
 * A starting state from a position already in the format's shape (a built-in scenario, or a
 * custom one parsed by position.ts). The game stands at the squad refresh of `round` (phase
 * 'refresh'); soldiers' AP comes from the position (default 0) until the refresh. Throws naming
 * the problem for placements the schema cannot see (walls, shared squares, duplicate contacts).
 */
export function gameFromParsedPosition(position: Position, options: NewGameOptions & { scenario?: string }): GameState {
  const ruleset = makeRuleset(options.ruleset);
  // An empty "board" is refused by parseBoard, not read as the test chamber: only a position
  // without one means the kit's chamber.
  const board = position.board !== undefined ? parseBoard(position.board) : TEST_CHAMBER;
  const soldiers = position.soldiers.map((p) => makeSoldier(ruleset, p, board));
  const aliens = position.aliens.map((p) => makeAlien(ruleset, p, board));
  const open = position.open.map((s) => toSquare(board, s));
  for (const sq of open) {
    if (terrainAt(board, coordOf(sq)) !== 'door') throw new Error(`position: open: ${sq} is not a door`);
  }
  checkPlacements(board, open, [...soldiers, ...aliens]);
  const spotterMark = markedAlien(position.spotterMark, aliens);
  // Absent without the field, so every built-in scenario and old position keeps its state hash.
  const mission = position.mission ? { mission: missionOfPosition(position.mission, board, open, aliens) } : {};
  return {
    rulesVersion: 'kit-0.2', scenario: options.scenario ?? 'custom', board, openDoors: open,
    soldiers, aliens, round: position.round, phase: 'refresh', activeSoldier: null, activeAlien: null,
    breachAdvanceReady: false, spotterMark, pending: null, outcome: null,
    objectiveAwarded: false, rng: seedRng(options.seed), ruleset, ...mission,
  };
}

/** The mark's alien: one standing in the position (a mark on a dead alien is gone: casualties.ts). */
function markedAlien(contact: number | undefined, aliens: readonly AlienState[]): FigureId | null {
  if (contact === undefined) return null;
  const alien = aliens.find((a) => a.contact === contact && a.hp > 0);
  if (!alien) throw new Error(`position: spotterMark: no living alien with contact ${contact}`);
  return alien.id;
}

function checkPlacements(board: Board, open: readonly Square[], figures: readonly (SoldierState | AlienState)[]): void {
  const seen = new Map<string, string>();
  const contacts = new Set<number>();
  const names = new Set<string>();
  for (const f of figures) {
    const label = f.kind === 'soldier' ? f.id : `${f.alienKind} ${f.contact}`;
    const t = terrainAt(board, coordOf(f.at));
    if (blocksMovement(t) || (t === 'door' && !open.includes(f.at))) {
      throw new Error(`position: ${label} stands on ${f.at}, which is ${t === 'wall' ? 'a wall' : t === 'door' ? 'a closed door' : 'solid terrain'}`);
    }
    if (f.kind === 'alien') {
      if (contacts.has(f.contact)) throw new Error(`position: contact ${f.contact} appears twice`);
      contacts.add(f.contact);
    } else {
      if (names.has(f.id)) throw new Error(`position: ${f.id} appears twice`);
      names.add(f.id);
    }
    if (f.hp === 0) continue; // downed soldiers do not occupy (RULINGS M2)
    const other = seen.get(f.at);
    if (other) throw new Error(`position: ${label} and ${other} share ${f.at}`);
    seen.set(f.at, label);
  }
}
