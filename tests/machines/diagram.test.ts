/**
 * docs/architecture.md's chart diagram is the machine's (issue 16 §3): generated from the definition, so a
 * chart change that is not written into it (scripts/chart-diagram.ts) fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameMachine } from '../../src/machines/game-machine';
import { chartDiagram } from '../../src/machines/diagram';
import { chartIn } from '../../scripts/architecture-chart';

describe('the chart diagram', () => {
  const diagram = chartDiagram(gameMachine);

  it('is the one committed in docs/architecture.md (run `npx tsx scripts/chart-diagram.ts` after changing a chart)', () => {
    const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'architecture.md'), 'utf8');
    expect(chartIn(doc)).toBe(diagram);
  });

  it('draws the round as kit 05 §1 nests it, every state once', () => {
    for (const block of ['state round {', 'state squadPhase {', 'state activation {', 'state alienPhase {', 'state overwatch {']) {
      expect(diagram).toContain(block);
    }
    expect(diagram).toContain('squadRefresh --> squadPhase : needs chooseSoldier, counteract, activation or reroll');
    expect(diagram).toContain('alienActing --> overwatch : needs reactionOrder, reaction or reactionFire');
    // A nested chart's way out is its parent's route, drawn from the chart (routes.ts), never a jump from inside it.
    expect(diagram).toContain('activation --> choosingSoldier : needs chooseSoldier');
    expect(diagram).toContain('squadPhase --> alienPhase : needs alienAction, reactionOrder, reaction or reactionFire');
    expect(diagram).not.toMatch(/awaitingDecision --> (alienPhase|endOfRound|choosingSoldier)/);
    expect(diagram).toContain('endOfRound --> squadRefresh : needs refresh');
    // Only the routing state fans out to every phase; in-lifecycle states name their real successors.
    const fromRouting = diagram.split('\n').filter((l) => l.trim().startsWith('routing -->'));
    expect(fromRouting.map((l) => l.trim().split(' ')[2]).sort()).toEqual(['defeat', 'round', 'victory']);
  });
});
