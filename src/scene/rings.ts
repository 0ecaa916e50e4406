/**
 * The flat rings drawn on the floor (the acting figure's ring, brace and spotter tokens, cover
 * markers, the overwatch alarm), made once and shared: a ring mounts and unmounts with its token
 * on many keyframes, and building its geometry each time was a measurable part of a seek.
 * Passed as a mesh's `geometry` prop, so unmounting a mesh never disposes them.
 */
import { RingGeometry } from 'three';

/** The acting or selected figure. */
export const FIGURE_RING = new RingGeometry(0.36, 0.44, 32);
/** A braced soldier's token (a hexagon). */
export const BRACE_RING = new RingGeometry(0.28, 0.34, 6);
/** Reyes's spotter mark on its alien (a diamond). */
export const SPOTTER_RING = new RingGeometry(0.38, 0.46, 4, 1, Math.PI / 4);
/** A cover square's outline. */
export const COVER_RING = new RingGeometry(0.44, 0.48, 4, 1, Math.PI / 4);
/** The overwatch alarm under the triggering alien. */
export const ALARM_RING = new RingGeometry(0.42, 0.56, 32);
/** A dormant contact (kit 05 §1): an octagon, shown to the designer, never to the squad in Play. */
export const DORMANT_RING = new RingGeometry(0.4, 0.46, 8);
/** The station log lying on the floor (kit 05 §8). */
export const LOG_RING = new RingGeometry(0.3, 0.36, 32);
