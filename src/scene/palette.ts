/**
 * Colours of the chamber, in one place so the legend in the UI and the 3D props agree.
 */
import type { AlienKind, CoverName, DiePurpose, SoldierName } from '../engine/state/types';

export const SOLDIER_COLOURS: Record<SoldierName, string> = {
  Reyes: '#f59e0b', // amber
  Chen: '#ef4444', // red
  Voss: '#3b82f6', // blue
  Okafor: '#22c55e', // green
  Park: '#e879f9', // pink
};

export const ALIEN_COLOURS: Record<AlienKind, string> = {
  worker: '#a78bfa',
  warrior: '#7f1d1d',
};

export const COVER_COLOURS: Record<Exclude<CoverName, 'none'>, string> = {
  soft: '#65a30d',
  hard: '#78716c',
  full: '#0e7490',
};

/** Kit 07: luck dice in a distinct colour. */
export const DIE_COLOURS: Record<DiePurpose, { face: string; pip: string }> = {
  attack: { face: '#f8fafc', pip: '#111827' },
  luck: { face: '#facc15', pip: '#422006' },
  damage: { face: '#dc2626', pip: '#ffffff' },
  reroll: { face: '#38bdf8', pip: '#082f49' },
};

export const FLOOR = { a: '#3f4654', b: '#373d49' };
export const WALL = '#8b93a3';
export const DOOR = '#d97706';
/** The doorway's floor track, seen when the door is open: the door's orange, dimmed. */
export const DOOR_TRACK = '#4a3418';
export const OVERWATCH = '#fb923c';
export const BRACE = '#22d3ee';
export const SPOTTER = '#f43f5e';
/** Solid terrain (kit 05 §3, docs/scenarios.md SC-T1): crates one sees over, and rock one does not. */
export const SOLID = '#8a6d46';
export const SOLID_OPAQUE = '#57534e';
/** A locked door's panel (kit 05 §8 "locked doors follow mission rules", SC-D2): red, not the door's orange. */
export const LOCKED_DOOR = '#b91c1c';
/** The line tying a door assembly's squares together (kit 05 §8, SC-D1). */
export const DOOR_ASSEMBLY = '#fbbf24';
/** Mission 1's station log (kit 05 §8). */
export const STATION_LOG = '#22d3ee';
/** A dormant contact's mark, for the designer (kit 05 §1, SC-C1). */
export const DORMANT = '#94a3b8';
