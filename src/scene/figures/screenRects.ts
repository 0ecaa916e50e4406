/**
 * Screen rectangles (CSS pixels in the canvas, y down) of what the camera sees: a figure's body
 * (its bounding box projected) and a sprite as drawn. The tag layout works in these, and the test
 * hook reports them, measured from the objects themselves.
 */
import { Box3, Quaternion, Vector3, type Camera, type Object3D, type Sprite } from 'three';
import type { Rect } from './labelLayout';

export interface ScreenSize {
  readonly width: number;
  readonly height: number;
}

const box = new Box3();
const corner = new Vector3();
const centre = new Vector3();
const scale = new Vector3();
const turn = new Quaternion();

function toScreen(p: Vector3, size: ScreenSize): { x: number; y: number } {
  return { x: ((p.x + 1) / 2) * size.width, y: ((1 - p.y) / 2) * size.height };
}

export interface OnScreen {
  readonly rect: Rect;
  /** The NDC depth of the box's top centre: things placed beside the object on screen go at this depth. */
  readonly z: number;
}

/** The screen box of an object's world bounding box (its 8 corners projected), or null when it is empty or behind the camera. */
export function objectOnScreen(object: Object3D, camera: Camera, size: ScreenSize): OnScreen | null {
  box.setFromObject(object);
  if (box.isEmpty()) return null;
  let x0 = Infinity; let y0 = Infinity; let x1 = -Infinity; let y1 = -Infinity;
  for (let i = 0; i < 8; i++) {
    corner.set(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z).project(camera);
    if (corner.z > 1) return null;
    const s = toScreen(corner, size);
    x0 = Math.min(x0, s.x); y0 = Math.min(y0, s.y); x1 = Math.max(x1, s.x); y1 = Math.max(y1, s.y);
  }
  box.getCenter(centre);
  centre.y = box.max.y;
  centre.project(camera);
  return { rect: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 }, z: centre.z };
}

/**
 * The screen rectangle a sprite covers as three.js draws it: a camera-facing quad of its world
 * scale, offset by its `center`, at its world position (sprites here are never rotated).
 */
export function spriteScreenRect(sprite: Sprite, camera: Camera, size: ScreenSize): Rect {
  sprite.matrixWorld.decompose(centre, turn, scale);
  centre.applyMatrix4(camera.matrixWorldInverse);
  const left = centre.x - sprite.center.x * scale.x;
  const bottom = centre.y - sprite.center.y * scale.y;
  const a = toScreen(corner.set(left, bottom, centre.z).applyMatrix4(camera.projectionMatrix), size);
  const b = toScreen(corner.set(left + scale.x, bottom + scale.y, centre.z).applyMatrix4(camera.projectionMatrix), size);
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
}
