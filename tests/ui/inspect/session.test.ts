/**
 * Inspect's session (issue 32 items 1 and 8, issue 38 item 1): "edited" once the position is no
 * longer the one opened; a position from a game on a board out of bounds is refused in one line
 * with Inspect kept as it was; a press anywhere on a figure's square picks the figure up.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { editPosition, isEdited, loadPosition, openInspect } from '../../../src/ui/inspect/session';
import { useInspect } from '../../../src/ui/inspect/store';
import { setBraced } from '../../../src/ui/inspect/tokens';
import { moveFigure } from '../../../src/ui/inspect/edit';
import { grabbedFigure } from '../../../src/ui/inspect/grab';
import { defaultPosition, stateOf, DEFAULT_VARIANTS, type Position } from '../../../src/ui/inspect/position';
import { useChamber } from '../../../src/ui/session/store';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
const A = defaultPosition();

beforeEach(() => openInspect({ position: A, a: sq('C3'), b: sq('J8') }, 'Autoplay step 10'));

describe('"edited"', () => {
  it('appears after an edit and goes when the edit is undone', () => {
    expect(isEdited(useInspect.getState())).toBe(false);
    editPosition((p) => setBraced(p, 'Reyes', true));
    expect(isEdited(useInspect.getState())).toBe(true);
    expect(useInspect.getState().origin).toBe('Autoplay step 10');
    editPosition((p) => setBraced(p, 'Reyes', false));
    expect(isEdited(useInspect.getState())).toBe(false);
  });

  it('a refused edit is not an edit; a loaded file is a new start', () => {
    expect(editPosition((p) => moveFigure(p, 'Reyes', sq('F3')))).toBe(false);
    expect(isEdited(useInspect.getState())).toBe(false);
    editPosition((p) => moveFigure(p, 'Reyes', sq('B2')));
    loadPosition(useInspect.getState().position);
    expect(isEdited(useInspect.getState())).toBe(false);
    expect(useInspect.getState().origin).toBeNull();
  });
});

describe('a board out of bounds from a game (a record)', () => {
  it('is one line; Inspect keeps the position it had', () => {
    const huge: Position = { ...A, board: Array.from({ length: 100 }, (_, i) => (i === 0 || i === 99 ? '#'.repeat(12) : `#${'.'.repeat(10)}#`)).join('\n') };
    openInspect({ position: huge, a: sq('C3'), b: null }, 'Replay step 3');
    const s = useInspect.getState();
    expect(s.message).toBe('position: board: 12 columns x 100 rows; boards are 4x4 to 26x26');
    expect(useChamber.getState().error).toBe(s.message);
    expect(s.position).toBe(A);
    expect(s.state.board.height).toBe(10);
  });
});

describe('what a press picks up', () => {
  const state = stateOf(A, DEFAULT_VARIANTS);
  it('the figure under the pointer, else the one on the square under it', () => {
    expect(grabbedFigure(state, 'Chen', sq('C3'))).toBe('Chen');
    // A few pixels off Reyes's model, still on his square C3.
    expect(grabbedFigure(state, null, sq('C3'))).toBe('Reyes');
    expect(grabbedFigure(state, null, sq('B2'))).toBeNull();
    expect(grabbedFigure(state, null, null)).toBeNull();
  });
});
