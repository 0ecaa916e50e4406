/**
 * `npx tsx scripts/chart-diagram.ts`: writes the game chart's Mermaid diagram, generated from the
 * machine definition (src/machines/diagram.ts), into docs/architecture.md between its chart markers.
 * tests/machines/diagram.test.ts fails when the committed diagram differs from the machine.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameMachine } from '../src/machines/game-machine';
import { chartDiagram } from '../src/machines/diagram';
import { CHART_BEGIN, CHART_END, withChart } from './architecture-chart';

const doc = join(import.meta.dirname, '..', 'docs', 'architecture.md');
const text = readFileSync(doc, 'utf8');
if (!text.includes(CHART_BEGIN) || !text.includes(CHART_END)) {
  throw new Error(`docs/architecture.md has no ${CHART_BEGIN} ... ${CHART_END} markers to write the diagram between`);
}
writeFileSync(doc, withChart(text, chartDiagram(gameMachine)));
console.log('docs/architecture.md: chart diagram written');
