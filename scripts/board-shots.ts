/**
 * `npx tsx scripts/board-shots.ts [--no-build] [--out DIR]`: Inspect on boards of several sizes
 * (issue 36 §2: the chamber frames and labels any board from 4x4 to 26x26), each in the top-down and
 * the three-quarter view at 1280x720, saved as board-<name>-<view>.png.
 */
import type { InspectLink } from '../src/ui/inspect/link';
import { inspectShots, runShots } from './shot-session';
import { DEFAULT_VARIANTS } from '../src/ui/inspect/position';
import type { Square } from '../src/engine/state/types';
import { boardText } from '../tests/fixtures/boards';

const sq = (s: string) => s as Square;

export const BOARDS: Record<string, InspectLink> = {
  '6x6': {
    position: { soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'E5' }], open: [], round: 1, board: boardText(6, 6) },
    a: sq('B2'), b: sq('E5'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
  'chamber': {
    position: { soldiers: [{ name: 'Reyes', at: 'C3', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'J3' }], open: [], round: 1 },
    a: sq('C3'), b: sq('J3'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
  '24x20': {
    position: { soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }, { name: 'Chen', at: 'W19', facing: 'N' }], aliens: [{ kind: 'warrior', contact: 1, at: 'L10' }], open: [], round: 1, board: boardText(24, 20) },
    a: sq('B2'), b: sq('L10'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
  '26x26': {
    position: { soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }, { name: 'Voss', at: 'Y25', facing: 'W' }], aliens: [{ kind: 'worker', contact: 1, at: 'M13' }], open: [], round: 1, board: boardText(26, 26) },
    a: sq('B2'), b: sq('M13'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
};

runShots('board-shots.ts', (session) => inspectShots(session, BOARDS, 'board'));
