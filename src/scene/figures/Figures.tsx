/** Every figure of the snapshot (killed aliens are gone: RULINGS M2). */
import { useMemo } from 'react';
import type { FigureId, GameState } from '../../engine/state/types';
import { Figure } from './Figure';
import { figureViews } from './figureViews';

export interface FiguresProps {
  readonly state: GameState;
  readonly selected: FigureId | null;
  readonly hidden?: ReadonlySet<FigureId>;
  /** The cursor moved one step: ease figures to their new places (else snap: a seek). */
  readonly animate: boolean;
  readonly onFigureClick?: (id: FigureId) => void;
  readonly onFigureHover?: (id: FigureId | null) => void;
}

export function Figures({ state, selected, hidden, animate, onFigureClick, onFigureHover }: FiguresProps) {
  const views = useMemo(() => figureViews(state), [state]);
  return (
    <group name="figures">
      {views.map((v) => (
        <Figure key={v.id} board={state.board} view={v} selected={selected === v.id}
          dimmed={hidden?.has(v.id)} animate={animate} onClick={onFigureClick} onHover={onFigureHover} />
      ))}
    </group>
  );
}
