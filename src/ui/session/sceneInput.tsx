/**
 * Input handling a mode lends the one chamber view (Play: the path preview, a click to act;
 * Inspect and the editor: a click on a square). Handlers are not state: they travel from the
 * mode's panel to the scene through this port, not through the store. The port is the page's
 * (one per SceneInputProvider, made by App) and its identity never changes, so lending input
 * re-renders only the scene that reads it, never the Canvas around it.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { FigureId, Square } from '../../engine/state/types';
import type { PathView } from '../../scene/overlays/PathPreview';

export interface SceneInput {
  readonly path: PathView | null;
  readonly onSquareClick?: (sq: Square) => void;
  readonly onFigureClick?: (id: FigureId) => void;
}

/** The input lent now, and who listens for a change of it. */
export class SceneInputPort {
  private input: SceneInput | null = null;
  private readonly listeners = new Set<() => void>();
  readonly current = (): SceneInput | null => this.input;
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };
  /** Lends `input` until the returned release is called (a release of input since replaced does nothing). */
  lend(input: SceneInput): () => void {
    this.replace(input);
    return () => { if (this.input === input) this.replace(null); };
  }
  private replace(input: SceneInput | null): void {
    this.input = input;
    for (const l of this.listeners) l();
  }
}

const PortContext = createContext<SceneInputPort | null>(null);

export function SceneInputProvider({ children }: { children: ReactNode }) {
  const [port] = useState(() => new SceneInputPort());
  return <PortContext.Provider value={port}>{children}</PortContext.Provider>;
}

const NONE = () => null;
const NO_SUBSCRIPTION = () => () => undefined;

/** The input a mode lends the scene now (null: the scene's own, selecting figures). */
export function useSceneInput(): SceneInput | null {
  const port = useContext(PortContext);
  return useSyncExternalStore(port?.subscribe ?? NO_SUBSCRIPTION, port?.current ?? NONE, port?.current ?? NONE);
}

/** A mode's panel lends `input` to the scene while it is mounted (and while `input` stays the same object). */
export function useLendSceneInput(input: SceneInput): void {
  const port = useContext(PortContext);
  useEffect(() => port?.lend(input), [port, input]);
}
