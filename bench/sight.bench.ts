/**
 * Sight speed (RULINGS S1-S7): lineOfSight verdicts per second over random square pairs; a whole
 * visibility map from one square (goal: < 0.2 ms, issue 17), both as the three sets `chamber
 * visibility` and the Inspect mode use and as the word-carrying map of the sight overlay; the
 * reverse map; and one explained ruling.
 */
import { TEST_CHAMBER, allSquares } from '../src/engine/board/board';
import { explainLine, lineOfSight, reverseSightClasses, sightClasses, visibilityMap } from '../src/engine/sight';
import type { Square } from '../src/engine/state/types';
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
  const sets = timeIt(() => { sightClasses(TEST_CHAMBER, 'C3' as Square, { ...options, facing: 'E' }); }).msPerCall;
  const reverse = timeIt(() => { reverseSightClasses(TEST_CHAMBER, 'J8' as Square, { ...options, facing: 'E' }); }).msPerCall;
  const map = timeIt(() => { visibilityMap(TEST_CHAMBER, 'C3' as Square, { ...options, facing: 'E' }); }).msPerCall;
  const ruling = timeIt(() => { explainLine({ board: TEST_CHAMBER, from: 'C3' as Square, to: 'J8' as Square, ...options, facing: 'E' }); }).msPerCall;
  return [
    { name: 'lineOfSight verdicts (random pairs, 12x10 chamber)', value: 100 / (los.msPerCall / 1000), unit: 'per second' },
    { name: 'visibility map from C3 (sightClasses: the three sets)', value: sets, unit: 'ms', goal: '< 0.2 ms', met: sets < 0.2 },
    { name: 'reverse visibility map onto J8', value: reverse, unit: 'ms', goal: '< 0.2 ms', met: reverse < 0.2 },
    { name: 'visibilityMap from C3 (with every verdict in words)', value: map, unit: 'ms', goal: '< 1 ms', met: map < 1 },
    { name: 'one explained ruling (explainLine C3 -> J8)', value: ruling, unit: 'ms' },
  ];
}
