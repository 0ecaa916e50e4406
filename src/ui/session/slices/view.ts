/**
 * How the chamber is looked at: overlays, the selected and hovered figure or square, the camera,
 * the help, and whether the chamber has drawn (or lost) its canvas. Nothing here is a game's.
 */
import type { StateCreator } from 'zustand';
import type { FigureId, Square } from '../../../engine/state/types';
import type { ChamberStore } from '../store';

export type CameraPreset = 'three-quarter' | 'top';
export type OverlayId = 'facing' | 'sight' | 'cover' | 'tokens' | 'fog' | 'spotter';

export interface ViewSlice {
  overlays: Record<OverlayId, boolean>;
  selected: FigureId | null;
  hoverSquare: Square | null;
  hoverFigure: FigureId | null;
  camera: CameraPreset;
  follow: boolean;
  help: boolean;
  /**
   * True once the chamber's first frame is drawn. The side panels (cards, legend, log) wait for
   * it: the chamber is what a visitor came to see, and rendering the panels first delayed it.
   */
  chamberShown: boolean;
  /** True while the chamber's WebGL context is lost (until the browser restores it): the canvas is blank then. */
  chamberLost: boolean;

  toggleOverlay(id: OverlayId): void;
  selectFigure(id: FigureId | null): void;
  /** A figure clicked (a card, the chamber): selected, or unselected when it was. */
  toggleSelected(id: FigureId): void;
  hoverOverSquare(square: Square | null): void;
  hoverOverFigure(id: FigureId | null): void;
  setCamera(camera: CameraPreset): void;
  toggleFollow(): void;
  toggleHelp(): void;
  openHelp(): void;
  closeHelp(): void;
  /** Escape: the help closes and the selection goes. */
  dismiss(): void;
  /** The chamber drew its first frame (or, without WebGL, the panels waited long enough). */
  chamberDrawn(): void;
  chamberContextLost(lost: boolean): void;
}

export const viewSlice: StateCreator<ChamberStore, [], [], ViewSlice> = (set, get) => ({
  overlays: { facing: true, sight: false, cover: true, tokens: true, fog: false, spotter: true },
  selected: null,
  hoverSquare: null,
  hoverFigure: null,
  camera: 'three-quarter',
  follow: false,
  help: false,
  chamberShown: false,
  chamberLost: false,

  toggleOverlay(id) { set({ overlays: { ...get().overlays, [id]: !get().overlays[id] } }); },
  selectFigure(id) { set({ selected: id }); },
  toggleSelected(id) { set({ selected: get().selected === id ? null : id }); },
  // Hover moves fire on every pointer move: a store update only when the square or figure changed.
  hoverOverSquare(square) { if (get().hoverSquare !== square) set({ hoverSquare: square }); },
  hoverOverFigure(id) { if (get().hoverFigure !== id) set({ hoverFigure: id }); },
  setCamera(camera) { set({ camera }); },
  toggleFollow() { set({ follow: !get().follow }); },
  toggleHelp() { set({ help: !get().help }); },
  openHelp() { set({ help: true }); },
  closeHelp() { set({ help: false }); },
  dismiss() { set({ help: false, selected: null }); },
  chamberDrawn() { if (!get().chamberShown) set({ chamberShown: true }); },
  chamberContextLost(lost) { set({ chamberLost: lost }); },
});
