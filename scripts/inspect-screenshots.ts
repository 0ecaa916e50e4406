/**
 * `npx tsx scripts/inspect-screenshots.ts [--no-build]`: screenshots of three instructive rulings
 * in Inspect (issue 17): a wall corner touch beside an open door (S2, S8), a figure corner graze
 * (S3) and a facing refusal (S6), each in the top-down and the three-quarter view, at 1280x720,
 * saved to test-results/inspect-*.png.
 */
import type { InspectLink } from '../src/ui/inspect/link';
import { inspectShots, runShots } from './shot-session';
import { DEFAULT_VARIANTS } from '../src/ui/inspect/position';
import type { Square } from '../src/engine/state/types';

const sq = (s: string) => s as Square;

export const RULINGS: Record<string, InspectLink> = {
  'wall-corner': {
    position: { soldiers: [{ name: 'Reyes', at: 'E3', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'G5' }], open: ['F4'], round: 1 },
    a: sq('E3'), b: sq('G5'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
  'figure-graze': {
    position: { soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }, { name: 'Chen', at: 'C2', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'D4' }], open: [], round: 1 },
    a: sq('B2'), b: sq('D4'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off',
  },
  'facing-refusal': {
    position: { soldiers: [{ name: 'Reyes', at: 'D3', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'B3' }], open: [], round: 1 },
    a: sq('D3'), b: sq('B3'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'from',
  },
};

runShots('inspect-screenshots.ts', (session) => inspectShots(session, RULINGS, 'inspect'));
