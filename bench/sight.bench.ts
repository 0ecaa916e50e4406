/**
 * Sight speed (RULINGS S1-S7): lineOfSight verdicts per second over random square pairs, and one
 * whole-chamber visibility map (goal: < 1 ms, for the visualizer's sight overlay).
 */
import { TEST_CHAMBER, allSquares } from '../src/engine/board';
import { lineOfSight, visibilityMap } from '../src/engine/sight';
import type { Square } from '../src/engine/types';
import { timeIt, type BenchLine } from './run';

export default async function (): Promise<BenchLine[]> {
  const squares = allSquares(TEST_CHAMBER);
  // A fixed pseudo-random sequence of pairs (no Math.random: the bench is repeatable).
  let seed = 12345;
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % squares.length; };
  const pairs: [Square, Square][] = Array.from({ length: 1024 }, () => [squares[next()], squares[next()]]);
  const options = { openDoors: ['F4'] as Square[], figures: ['D4', 'C6', 'J3', 'I6'] as Square[] };
  let i = 0;
  const los = timeIt(() => {
    for (let k = 0; k < 100; k++) {
      const [a, b] = pairs[i++ & 1023];
      lineOfSight(TEST_CHAMBER, a, b, options);
    }
  });
  const map = timeIt(() => { visibilityMap(TEST_CHAMBER, 'C3' as Square, { ...options, facing: 'E' }); });
  const mapMs = map.msPerCall;
  return [
    { name: 'lineOfSight verdicts (random pairs, 12x10 chamber)', value: 100 / (los.msPerCall / 1000), unit: 'per second' },
    { name: 'visibilityMap from C3 (whole chamber)', value: mapMs, unit: 'ms', goal: '< 1 ms', met: mapMs < 1 },
  ];
}
