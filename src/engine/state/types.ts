/**
 * The engine's domain types. Import as a namespace where many are used:
 * `import type * as sc from './types'`.
 *
 * Everything here is plain immutable data: a GameState can be JSON-serialised and
 * restored exactly (the seeded generator's state included, RULINGS D1).
 */
import type { Ruleset } from '../ruleset/ruleset';

/** A square name such as "C3": column letter A-L, row number 1-10 (RULINGS G1). */
export type Square = string & { readonly __brand: 'Square' };

/** Integer grid coordinates: col 0 = A (west), row 1 = top line (north). RULINGS G1. */
export interface Coord {
  readonly col: number;
  readonly row: number;
}

export type Facing = 'N' | 'E' | 'S' | 'W';
export const FACINGS = ['N', 'E', 'S', 'W'] as const satisfies readonly Facing[];

export type SoldierName = 'Reyes' | 'Chen' | 'Voss' | 'Okafor' | 'Park';
/** Kit 05 §10 tie-break order, also the squad's listing order. */
export const SOLDIER_NAMES = ['Reyes', 'Chen', 'Voss', 'Okafor', 'Park'] as const satisfies readonly SoldierName[];

export type AlienKind = 'worker' | 'warrior';

/** Figures are named in the game's own words: a soldier by name, an alien by contact number. */
export type FigureId = SoldierName | `alien${number}`;

export type WeaponId = 'pistol' | 'shotgun' | 'mg' | 'sniper' | 'knife' | 'fangs' | 'claws' | 'plasma';
export type ArmourId = 'ceraweave' | 'combatPlate' | 'exoPlate' | 'carapace';
export type ItemId = 'medkit';

export type CoverLevel = 0 | 1 | 2 | 3;
export type CoverName = 'none' | 'soft' | 'hard' | 'full';

/**
 * Square terrain (kit 04 legend). `solid` and `solidOpaque` are solid terrain (kit 05 §3: "solid
 * terrain needs its own blocked marking"; docs/scenarios.md SC-T1): both block movement, the
 * opaque kind blocks sight as a wall does.
 */
export type Terrain = 'wall' | 'floor' | 'door' | 'soft' | 'hard' | 'full' | 'solid' | 'solidOpaque';

export type RankName = 'Recruit' | 'Trooper' | 'Veteran' | 'Specialist';

export type SkillId =
  | 'quickStep' | 'spotter' | 'steadyHand' | 'pathfinder'
  | 'breachLead' | 'closeAssault' | 'breachAndAdvance'
  | 'weaponsPlatform' | 'controlledBurst' | 'fireDiscipline' | 'sustainedFire'
  | 'precision' | 'watchful' | 'deadeye' | 'armourHunter'
  | 'fieldCare' | 'efficientTreatment' | 'traumaSpecialist';

/**
 * Variants: switches, never hard-coded. The two RULINGS readings are always present; the peer
 * lifecycles (docs/variants.md) are present only when on, so a game without them has exactly the
 * ruleset, record and state hash it had before they existed.
 */
export interface Variants {
  /** RULINGS S3: a corner touch of a figure's square blocks sight too. Default false. */
  readonly figureCornerBlocks: boolean;
  /** RULINGS O2: an engaged shotgun watcher may react at the adjacent trigger alien. Default true. */
  readonly shotgunOverwatchPointBlank: boolean;
  /** docs/variants.md AA (Kill Team 2024): squad and aliens alternate activations; Counteract. */
  readonly alternatingActivations?: boolean;
  /** docs/variants.md RF (Disrupter 0.2.5 Rule 15): every soldier who sees a moving alien fires once an alien phase. */
  readonly reactionFire?: boolean;
}

/** The RULINGS readings that are switches (S3, O2): always present in a ruleset. */
export type RulingVariant = 'figureCornerBlocks' | 'shotgunOverwatchPointBlank';

/** The peer lifecycle variants (docs/variants.md), off unless a ruleset names them. */
export type LifecycleVariant = 'alternatingActivations' | 'reactionFire';

// ---------------------------------------------------------------------------
// Board

export interface Board {
  readonly width: number; // columns
  readonly height: number; // rows
  /** terrain[row - 1][col] */
  readonly terrain: readonly (readonly Terrain[])[];
}

// ---------------------------------------------------------------------------
// Figures

export interface SoldierState {
  readonly kind: 'soldier';
  readonly id: SoldierName;
  readonly at: Square;
  readonly facing: Facing;
  readonly hp: number;
  readonly xp: number;
  /** Skills in effect now (the Recruit skill from the start; RULINGS R3). */
  readonly skills: readonly SkillId[];
  /** Skills whose threshold was crossed this round; they take effect at the next round start. */
  readonly pendingSkills: readonly SkillId[];
  /** Round in which the soldier's first unlock took effect (playtest sheet), or null. */
  readonly firstUnlockRound: number | null;
  readonly ap: number;
  /** AP held for overwatch (kit 05 §7). Only meaningful while `overwatch` is set. */
  readonly reservedAp: number;
  readonly braced: boolean;
  /** The weapon selected when entering overwatch, or null when not on overwatch. */
  readonly overwatch: WeaponId | null;
  readonly weapons: readonly WeaponId[];
  readonly armour: ArmourId | null;
  readonly items: readonly ItemId[];
  /** Activated (or passed) this round. */
  readonly activated: boolean;
  /** Revived this round: cannot activate until the following round (kit 05 §9). */
  readonly revivedThisRound: boolean;
  /** Once-per-activation tokens used in the current activation. */
  readonly usedThisActivation: readonly SkillId[];
  /** Watchful: once per alien phase. */
  readonly watchfulUsed: boolean;
  /** Kills made, for the playtest sheet. */
  readonly kills: number;
  /**
   * alternatingActivations (docs/variants.md AA4): counteracting now, or done this round. Absent
   * otherwise, as in every game without the variant (its state hash is unchanged).
   */
  readonly counteract?: 'now' | 'done';
  /** reactionFire (docs/variants.md RF): has fired his reaction this round. Absent otherwise. */
  readonly reactionFired?: boolean;
}

export interface AlienState {
  readonly kind: 'alien';
  readonly id: FigureId;
  readonly alienKind: AlienKind;
  readonly contact: number;
  readonly at: Square;
  readonly hp: number;
  readonly ap: number;
  /** Activated in the current alien phase. */
  readonly activated: boolean;
}

export type Figure = SoldierState | AlienState;

// ---------------------------------------------------------------------------
// Game state

/**
 * Kit 05 §1 round order: squad refresh, squad activations, alien activations, end of round.
 * 'over' once victory or defeat is decided.
 */
export type Phase = 'refresh' | 'squad' | 'alien' | 'end' | 'over';

export type Outcome = 'victory' | 'defeat';

/** An attack paused at a decision point (RULINGS A5): the engine waits for a `reroll` decision. */
export interface PendingReroll {
  readonly kind: 'reroll';
  readonly skill: 'closeAssault' | 'controlledBurst' | 'precision';
  readonly soldier: SoldierName;
  /** The die that may be rerolled and what it showed. */
  readonly die: 'attack' | 'damage';
  readonly value: number;
  /** Everything needed to continue the attack; opaque outside attack resolution. */
  readonly attack: AttackInProgress;
}

/** Overwatch watchers waiting for the squad side to choose who fires next (RULINGS O3). */
export interface PendingReaction {
  readonly kind: 'reactionOrder';
  readonly trigger: OverwatchTrigger;
  /** Watchers still eligible, in name order. */
  readonly watchers: readonly SoldierName[];
  /** Watchers that already reacted to this trigger. */
  readonly reacted: readonly SoldierName[];
}

export type Pending = PendingReroll | PendingReaction;

export interface OverwatchTrigger {
  readonly alien: FigureId;
  readonly cause: 'move' | 'openDoor';
  readonly at: Square;
}

/** A ranged or melee attack mid-resolution (kit 05 §4: all shots at one target, paid once). */
export interface AttackInProgress {
  readonly attacker: FigureId;
  readonly target: FigureId;
  readonly weapon: WeaponId;
  readonly accuracy: number;
  readonly shotsTotal: number;
  /** The shot being resolved, 0-based. */
  readonly shotIndex: number;
  readonly reaction: boolean;
  readonly pointBlank: boolean;
  /** Damage bonus of the weapon (before point-blank doubling). */
  readonly damageBonus: number;
  /** Natural + worn armour minus armour penetration, minimum 0 (RULINGS A3). */
  readonly reduction: number;
  readonly hits: number;
  readonly hpRemoved: number;
  readonly damageRolled: number;
  /** Set while paused on an optional reroll (RULINGS A5): the dice of the current shot so far. */
  readonly paused?: {
    readonly stage: 'accuracy' | 'damage';
    readonly dice: readonly DieRoll[];
  };
}

export interface GameState {
  readonly rulesVersion: 'kit-0.2';
  readonly scenario: string;
  readonly board: Board;
  /** Door squares currently open. */
  readonly openDoors: readonly Square[];
  readonly soldiers: readonly SoldierState[];
  readonly aliens: readonly AlienState[];
  readonly round: number;
  readonly phase: Phase;
  /** The soldier whose activation is running, or null between activations. */
  readonly activeSoldier: SoldierName | null;
  /** The alien whose activation is running in the alien phase, or null. */
  readonly activeAlien: FigureId | null;
  /** Breach and Advance: a free move is available right now (immediately after Breach Lead). */
  readonly breachAdvanceReady: boolean;
  /** Reyes's spotter mark: one squad mark at most (kit 02). */
  readonly spotterMark: FigureId | null;
  readonly pending: Pending | null;
  readonly outcome: Outcome | null;
  /** Clear-chamber objective XP already awarded (RULINGS R3). */
  readonly objectiveAwarded: boolean;
  /** Seeded generator state (RULINGS D1). */
  readonly rng: readonly number[];
  /** Every card number, switchable rulings included (ruleset.variants), so a replay carries them. */
  readonly ruleset: Ruleset;
  /**
   * The mission rules of a scenario file (docs/scenarios.md) beyond the kit's test chamber: absent
   * in every game that has none, so a built-in scenario keeps its state hash.
   */
  readonly mission?: Mission;
}

/** A mission's victory condition (kit 04 A; kit 05 §8 "recover-log-and-clear-hostiles"). */
export type VictoryCondition = 'clear-hostiles' | 'recover-log-and-clear-hostiles';

/** Mission 1's station log (kit 05 §8): lying on a square, or carried by a soldier. */
export interface LogState {
  /** The square it lies on; null while carried. */
  readonly at: Square | null;
  readonly carrier: SoldierName | null;
  /** Secured once (the objective stays complete, kit 05 §8), and its XP awarded then. */
  readonly recovered: boolean;
}

/** What a scenario file adds to the kit's chamber rules (docs/scenarios.md SC-*). */
export interface Mission {
  readonly victory: VictoryCondition;
  /** Door assemblies of two or more squares, each opened and closed as one (kit 05 §8, SC-D1). */
  readonly assemblies: readonly (readonly Square[])[];
  /** Locked door squares: no figure opens or closes them (kit 05 §8 "follow mission rules", SC-D2). */
  readonly locked: readonly Square[];
  /** Contacts not yet revealed: they do not activate (kit 05 §1, SC-C1). */
  readonly dormant: readonly FigureId[];
  /** Contacts revealed in the alien phase: they wait for the next round (kit 05 §1, SC-C2). */
  readonly waiting: readonly FigureId[];
  /** The station log, if the mission has one. */
  readonly log: LogState | null;
  /** XP every soldier gains once when the log is secured (kit 01 "each marked primary objective", SC-X1). */
  readonly logXp: number;
  /** The order aliens activate in, by contact number (kit 05 §1 "new missions may specify another order"); null: ascending. */
  readonly contactOrder: readonly number[] | null;
}

// ---------------------------------------------------------------------------
// Decisions: every input the squad side gives (RULINGS A5, O3).

export type Decision =
  | { readonly type: 'activate'; readonly soldier: SoldierName }
  /** alternatingActivations (docs/variants.md AA4): a soldier who has activated takes one 1 AP action. */
  | { readonly type: 'counteract'; readonly soldier: SoldierName }
  | { readonly type: 'move'; readonly to: Square }
  /** Quick Step (kit 02): one free square; Pathfinder: up to two in one action. */
  | { readonly type: 'quickStep'; readonly path: readonly Square[] }
  /** Breach and Advance (kit 02): the free move right after Breach Lead. */
  | { readonly type: 'breachAdvance'; readonly to: Square }
  | { readonly type: 'turn'; readonly facing: Facing }
  | { readonly type: 'door'; readonly at: Square }
  | { readonly type: 'fire'; readonly target: FigureId; readonly weapon?: WeaponId; readonly sustainedFire?: boolean }
  | { readonly type: 'melee'; readonly target: FigureId }
  | { readonly type: 'brace' }
  | { readonly type: 'overwatch'; readonly weapon?: WeaponId }
  | { readonly type: 'mark'; readonly target: FigureId }
  | { readonly type: 'medkit'; readonly target: SoldierName }
  | { readonly type: 'fieldCare'; readonly target: SoldierName }
  | { readonly type: 'trade'; readonly item: ItemId; readonly to: SoldierName }
  /** Take up the station log on or beside the soldier: secure it (2 AP) or recover it once dropped (1 AP) (kit 05 §8, docs/scenarios.md SC-L2, SC-L4). */
  | { readonly type: 'secureLog' }
  /** Pass the carried log to an adjacent conscious soldier, a 1 AP trade (kit 05 §8, SC-L3). */
  | { readonly type: 'passLog'; readonly to: SoldierName }
  | { readonly type: 'pass' }
  | { readonly type: 'reroll'; readonly take: boolean }
  | { readonly type: 'react'; readonly watcher: SoldierName };

export type DecisionType = Decision['type'];

/** A decision the acting side cannot take now, with the reason in plain words. */
export interface IllegalOption {
  readonly type: DecisionType;
  readonly target?: string;
  readonly reason: string;
}

// ---------------------------------------------------------------------------
// Events: what happened, in order, with every die (RULINGS D1).

export type DiePurpose = 'attack' | 'luck' | 'damage' | 'reroll';

export interface DieRoll {
  readonly purpose: DiePurpose;
  readonly value: number;
  /** For rerolls: which die was rerolled. */
  readonly rerolls?: 'attack' | 'damage';
}

export type GameEvent =
  | { readonly type: 'round.started'; readonly round: number }
  | { readonly type: 'squad.refreshed'; readonly round: number }
  | { readonly type: 'skill.unlocked'; readonly soldier: SoldierName; readonly skill: SkillId }
  | { readonly type: 'activation.started'; readonly figure: FigureId; readonly counteract?: true }
  | { readonly type: 'activation.ended'; readonly figure: FigureId; readonly reason: 'pass' | 'overwatch' | 'noAp' | 'downed' | 'killed' | 'noAction' | 'counteract' }
  /** alternatingActivations (AA4): the squad lets a Counteract turn go. */
  | { readonly type: 'counteract.passed'; readonly round: number }
  | { readonly type: 'figure.moved'; readonly figure: FigureId; readonly from: Square; readonly to: Square; readonly ap: number; readonly skill?: SkillId }
  | { readonly type: 'figure.turned'; readonly figure: FigureId; readonly facing: Facing; readonly skill?: SkillId }
  | { readonly type: 'door.opened'; readonly figure: FigureId; readonly at: Square; readonly ap: number; readonly skill?: SkillId }
  | { readonly type: 'door.closed'; readonly figure: FigureId; readonly at: Square; readonly ap: number }
  | { readonly type: 'brace.placed'; readonly figure: SoldierName; readonly ap: number }
  | { readonly type: 'brace.removed'; readonly figure: SoldierName; readonly reason: 'moved' | 'downed' | 'refresh' }
  | { readonly type: 'overwatch.entered'; readonly figure: SoldierName; readonly weapon: WeaponId; readonly reserved: number }
  | { readonly type: 'spotter.marked'; readonly figure: SoldierName; readonly target: FigureId }
  | { readonly type: 'attack.declared'; readonly attacker: FigureId; readonly target: FigureId; readonly weapon: WeaponId; readonly ap: number; readonly shots: number; readonly accuracy: number; readonly terms: readonly AccuracyTerm[]; readonly reaction: boolean; readonly pointBlank: boolean; readonly sustainedFire?: boolean }
  | { readonly type: 'shot.rolled'; readonly attacker: FigureId; readonly target: FigureId; readonly shot: number; readonly dice: readonly DieRoll[]; readonly hit: boolean }
  | { readonly type: 'reroll.offered'; readonly soldier: SoldierName; readonly skill: SkillId; readonly die: 'attack' | 'damage'; readonly value: number }
  | { readonly type: 'reroll.declined'; readonly soldier: SoldierName; readonly skill: SkillId }
  | { readonly type: 'damage.rolled'; readonly attacker: FigureId; readonly target: FigureId; readonly shot: number; readonly dice: readonly DieRoll[]; readonly strength: number; readonly reduction: number; readonly damage: number; readonly hpRemoved: number; readonly overkill: number; readonly deflected: boolean }
  | { readonly type: 'shot.spent'; readonly attacker: FigureId; readonly target: FigureId; readonly shot: number }
  | { readonly type: 'attack.resolved'; readonly attacker: FigureId; readonly target: FigureId; readonly hits: number; readonly damageRolled: number; readonly hpRemoved: number }
  | { readonly type: 'figure.downed'; readonly figure: SoldierName; readonly by: FigureId }
  | { readonly type: 'alien.killed'; readonly figure: FigureId; readonly by: FigureId }
  | { readonly type: 'xp.gained'; readonly soldier: SoldierName; readonly amount: number; readonly reason: 'kill' | 'objective'; readonly xp: number }
  | { readonly type: 'rank.reached'; readonly soldier: SoldierName; readonly rank: RankName; readonly pending: readonly SkillId[] }
  | { readonly type: 'healed'; readonly figure: SoldierName; readonly target: SoldierName; readonly amount: number; readonly ap: number; readonly skill?: SkillId; readonly item?: ItemId }
  | { readonly type: 'revived'; readonly figure: SoldierName; readonly target: SoldierName; readonly hp: number; readonly ap: number }
  | { readonly type: 'item.traded'; readonly figure: SoldierName; readonly to: SoldierName; readonly item: ItemId; readonly ap: number }
  /** `watchers`: every soldier eligible to react; `reactionFire`: those of them reacting by reaction fire (docs/variants.md RF), present only then. */
  | { readonly type: 'overwatch.triggered'; readonly trigger: OverwatchTrigger; readonly watchers: readonly SoldierName[]; readonly reactionFire?: readonly SoldierName[] }
  | { readonly type: 'reaction.skipped'; readonly watcher: SoldierName; readonly reason: string }
  | { readonly type: 'alien.targeted'; readonly alien: FigureId; readonly target: SoldierName | null; readonly reason: string }
  | { readonly type: 'alien.passed'; readonly alien: FigureId }
  | { readonly type: 'phase.changed'; readonly phase: Phase; readonly round: number }
  | { readonly type: 'round.ended'; readonly round: number }
  | { readonly type: 'game.over'; readonly outcome: Outcome; readonly reason: string; readonly round: number }
  /** A dormant contact comes into a soldier's sight (kit 05 §1, §8; docs/scenarios.md SC-C1); `waits`: revealed in the alien phase (SC-C2). */
  | { readonly type: 'contact.revealed'; readonly figure: FigureId; readonly by: SoldierName; readonly waits: boolean }
  /** The station log secured (2 AP) or, dropped, recovered (1 AP) by a soldier (kit 05 §8, SC-L2, SC-L4). */
  | { readonly type: 'log.secured'; readonly figure: SoldierName; readonly at: Square; readonly ap: number; readonly recovered: boolean }
  /** The log passed to an adjacent conscious soldier, a 1 AP trade (kit 05 §8, SC-L3). */
  | { readonly type: 'log.passed'; readonly figure: SoldierName; readonly to: SoldierName; readonly ap: number }
  /** The carrier went down: the log lies on his square (kit 05 §8, SC-L4). */
  | { readonly type: 'log.dropped'; readonly figure: SoldierName; readonly at: Square };


export interface AccuracyTerm {
  readonly term: 'base' | 'rank' | 'weapon' | 'brace' | 'spotter' | 'cover' | 'mgPenetration';
  readonly value: number;
  readonly note?: string;
}

/** What `apply` and `step` return. */
export interface Transition {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}
