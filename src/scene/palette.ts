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
