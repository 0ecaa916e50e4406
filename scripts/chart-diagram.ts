/**
 * `npx tsx scripts/chart-diagram.ts`: writes the game chart's Mermaid diagram, generated from the
 * machine definition (src/machines/diagram.ts), into README.md between its chart markers.
 * tests/machines/diagram.test.ts fails when the committed diagram differs from the machine.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameMachine } from '../src/machines/game-machine';
import { chartDiagram } from '../src/machines/diagram';
import { README_CHART_BEGIN, README_CHART_END, withChart } from './readme-chart';

const readme = join(import.meta.dirname, '..', 'README.md');
const text = readFileSync(readme, 'utf8');
if (!text.includes(README_CHART_BEGIN) || !text.includes(README_CHART_END)) {
  throw new Error(`README.md has no ${README_CHART_BEGIN} ... ${README_CHART_END} markers to write the diagram between`);
}
writeFileSync(readme, withChart(text, chartDiagram(gameMachine)));
console.log('README.md: chart diagram written');
