/**
 * The 3D test chamber for one snapshot: board, figures, overlays and the effects of the last
 * transition. Everything shown comes from props (a GameState and engine query results); input
 * goes out through callbacks. The Canvas lives in ChamberCanvas.
 */
import { useMemo, type ReactNode } from 'react';
import type { FigureId, GameEvent, GameState, Square } from '../engine/state/types';
import { Floor } from './board/Floor';
import { Walls } from './board/Walls';
import { Doors } from './board/Doors';
import { CoverProps } from './board/CoverProps';
import { SolidTerrain } from './board/SolidTerrain';
import { StationLog } from './overlays/StationLog';
import { EdgeLabels } from './board/EdgeLabels';
import { Figures } from './figures/Figures';
import { TagLayer } from './figures/TagLayer';
import { FacingArcs } from './overlays/FacingArcs';
import { SpotterMark, Tokens } from './overlays/Tokens';
import { CoverMarkers } from './overlays/CoverMarkers';
import { SightLines } from './overlays/SightLines';
import { Fog } from './overlays/Fog';
import { sightViews, squadVisibleSquares } from './overlays/sightViews';
import { PathPreview, type PathView } from './overlays/PathPreview';
import { PlanGhost, type GhostView } from './overlays/PlanGhost';
import { EventEffects } from './effects/EventEffects';
import { effectViews } from './effects/effectViews';
import { LIVE_LAYER, STATIC_LAYER } from './canvas/staticLayer';

export interface OverlayFlags {
  readonly facing: boolean;
  readonly sight: boolean;
  readonly cover: boolean;
  readonly tokens: boolean;
  readonly fog: boolean;
  readonly spotter: boolean;
}

export interface ChamberProps {
  readonly state: GameState;
  /** The snapshot before the last transition, and its events, to animate; null after a seek. */
  readonly last: { readonly before: GameState; readonly events: readonly GameEvent[]; readonly key: number } | null;
  readonly overlays: OverlayFlags;
  readonly selected: FigureId | null;
  readonly path?: PathView | null;
  /** The planner's chosen plan, drawn before the figure moves (issue 19 §2). */
  readonly ghost?: GhostView | null;
  readonly onSquareHover?: (square: Square | null) => void;
  readonly onSquareClick?: (square: Square) => void;
  readonly onFigureClick?: (id: FigureId) => void;
  readonly onFigureHover?: (id: FigureId | null) => void;
  /** A click on a sight line (issue 17 §6: opens its ruling in Inspect); true when it took the click. */
  readonly onSightLineClick?: (from: Square, to: Square, shift: boolean) => boolean;
  /** A mode's own drawing (Inspect's ruling), in the live layer: never baked into the static one. */
  readonly children?: ReactNode;
}

export function Chamber({ state, last, overlays, selected, path, ghost, onSquareHover, onSquareClick, onFigureClick, onFigureHover, onSightLineClick, children }: ChamberProps) {
  const board = state.board;
  return (
    <group>
      {/* No lights: every solid has its light baked into vertex colours (scene/bakedLight). */}
      {/* What depends on the board alone: drawn once per camera pose (scene/staticLayer). */}
      <group name={STATIC_LAYER} userData={{ content: board }}>
        <Floor board={board} onSquareHover={onSquareHover} onSquareClick={onSquareClick} />
        <Walls board={board} />
        <CoverProps board={board} />
        <SolidTerrain board={board} />
        <EdgeLabels board={board} />
      </group>
      <group name={LIVE_LAYER}>
        <LiveLayer {...{ state, last, overlays, selected, path, ghost, onFigureClick, onFigureHover, onSightLineClick }} />
        {children}
      </group>
    </group>
  );
}

function LiveLayer({ state, last, overlays, selected, path, ghost, onFigureClick, onFigureHover, onSightLineClick }: Omit<ChamberProps, 'onSquareHover' | 'onSquareClick' | 'children'>) {
  const board = state.board;
  // The sight source (issue 17 §6): the selected figure, else the one acting.
  const source = selected ?? state.activeSoldier ?? state.activeAlien;
  const sight = useMemo(() => (overlays.sight && source ? sightViews(state, source) : []), [overlays.sight, source, state]);
  const visible = useMemo(() => (overlays.fog ? squadVisibleSquares(state) : null), [overlays.fog, state]);
  const hiddenAliens = useMemo(() => {
    if (!visible) return undefined;
    return new Set(state.aliens.filter((a) => !visible.has(a.at)).map((a) => a.id));
  }, [visible, state]);
  const effects = useMemo(() => (last ? effectViews(last.before, state, last.events) : []), [last, state]);
  const tagFlags = useMemo(() => ({ tokens: overlays.tokens, spotter: overlays.spotter }), [overlays.tokens, overlays.spotter]);
  return (
    <>
      <Doors board={board} openDoors={state.openDoors} animate={last !== null} locked={state.mission?.locked} assemblies={state.mission?.assemblies} />
      {state.mission?.log?.at && <StationLog board={board} at={state.mission.log.at} />}
      {overlays.cover && <CoverMarkers board={board} ruleset={state.ruleset} />}
      {overlays.facing && <FacingArcs state={state} selected={selected} />}
      {overlays.tokens && <Tokens state={state} />}
      {overlays.spotter && <SpotterMark state={state} />}
      {visible && <Fog state={state} visible={visible} />}
      {sight.length > 0 && <SightLines state={state} views={sight} onLineClick={onSightLineClick ? (v, shift) => onSightLineClick(v.from, v.to, shift) : undefined} />}
      {path && <PathPreview board={board} path={path} />}
      {ghost && <PlanGhost board={board} ghost={ghost} />}
      <Figures state={state} selected={selected} hidden={hiddenAliens} animate={last !== null} onFigureClick={onFigureClick} onFigureHover={onFigureHover} />
      <TagLayer state={state} flags={tagFlags} selected={selected} />
      {last && <EventEffects key={last.key} board={board} effects={effects} />}
    </>
  );
}
