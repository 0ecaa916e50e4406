/**
 * Every figure's tag block (name and HP over an HP bar, its token tags stacked above: tagPlace),
 * laid out on screen each frame so that no tag overlaps another or covers a figure (issue 32 §7):
 * a block whose spot over the head is taken moves to the nearest free spot (labelLayout) and a
 * leader line ties it to its figure. Tags keep one size on screen whatever the zoom. They are
 * sprites in the chamber, so the canvas (and Inspect's PNG) shows them as laid out.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { BufferAttribute, BufferGeometry, Vector3, type Camera, type Group, type Sprite } from 'three';
import type { FigureId, GameState } from '../../engine/state/types';
import { figureTag, type Label } from '../canvas/labelTexture';
import { tokenLabel } from '../overlays/Tokens';
import { BADGE_ROOM, BANNER_ROOM } from '../CameraRig';
import { allBodies } from './bodies';
import { layoutTags, type Point, type Rect, type TagAsk } from './labelLayout';
import { objectOnScreen, spriteScreenRect, type OnScreen, type ScreenSize } from './screenRects';
import { NAME_TAG_PX, STACK_GAP, TOKEN_TAG_PX, tagBlocks, type TagFlags, type TagLine } from './tagPlace';

/** Leaders drawn at most (one per figure; the chamber has 5 soldiers and a handful of aliens). */
const MAX_LEADERS = 32;

/** A head that moved farther than this on screen since the last frame jumped (a seek, a new position). */
const JUMP_PX = 12;

const p0 = new Vector3();
const p1 = new Vector3();

interface SpriteTag {
  readonly label: Label;
  readonly px: number;
  readonly text: string;
}

function spriteTag(line: TagLine): SpriteTag | null {
  const label = line.kind === 'name' ? figureTag(line.text, line.colour, line.hpFraction) : tokenLabel(line.text, line.colour);
  return label ? { label, px: line.kind === 'name' ? NAME_TAG_PX : TOKEN_TAG_PX, text: line.text } : null;
}

/** The world point at a screen point (CSS px in the canvas) and NDC depth. */
function unproject(out: Vector3, x: number, y: number, z: number, camera: Camera, size: ScreenSize): Vector3 {
  return out.set((x / size.width) * 2 - 1, 1 - (y / size.height) * 2, z).unproject(camera);
}

export interface TagLayerProps {
  readonly state: GameState;
  readonly flags: TagFlags;
  /** The selected figure's tag is laid out first (after the acting figure's): it keeps its spot. */
  readonly selected: FigureId | null;
}

export function TagLayer({ state, flags, selected }: TagLayerProps) {
  const { tokens, spotter } = flags;
  const blocks = useMemo(() => {
    const all = tagBlocks(state, { tokens, spotter }).map((b) => ({ id: b.figure.id, tags: b.lines.map(spriteTag).filter((t) => t !== null) }));
    const first = (id: FigureId) => (id === (state.activeSoldier ?? state.activeAlien) ? 0 : id === selected ? 1 : 2);
    return all.filter((b) => b.tags.length > 0).sort((a, b) => first(a.id) - first(b.id));
  }, [state, tokens, spotter, selected]);
  const root = useRef<Group>(null);
  // Where each block stood last frame and its figure's head then: kept while the figure eases (no
  // jumping about), forgotten after a jump (a seek), where it would hold a tag far from a new spot.
  const last = useRef(new Map<string, { offset: Point; anchor: Point }>());
  const leaders = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(MAX_LEADERS * 6), 3));
    g.setDrawRange(0, 0);
    return g;
  }, []);
  useEffect(() => () => leaders.dispose(), [leaders]);

  // After the figures have moved this frame (priority 0) and before the frame is drawn (priority 1:
  // StaticLayerRendering): the tags are laid out where the figures are drawn.
  useFrame(({ camera, size }) => {
    const group = root.current;
    if (!group) return;
    const bodies = new Map<string, OnScreen>();
    for (const [id, body] of allBodies()) {
      const on = objectOnScreen(body, camera, size);
      if (on) bodies.set(id, on);
    }
    const figures = [...bodies.values()].map((b) => b.rect);
    const asks: TagAsk[] = [];
    const depth: number[] = [];
    for (const b of blocks) {
      const on = bodies.get(b.id);
      if (!on) continue;
      const w = Math.max(...b.tags.map((t) => t.px * t.label.aspect));
      const h = b.tags.reduce((sum, t) => sum + t.px, 0) + STACK_GAP * (b.tags.length - 1);
      const anchor = { x: on.rect.x + on.rect.w / 2, y: on.rect.y };
      const before = last.current.get(b.id);
      const kept = before && Math.hypot(before.anchor.x - anchor.x, before.anchor.y - anchor.y) < JUMP_PX ? before.offset : null;
      asks.push({ id: b.id, anchor, w, h, last: kept });
      depth.push(on.z);
    }
    const bounds = { x: 0, y: BANNER_ROOM, w: size.width, h: size.height - BANNER_ROOM - BADGE_ROOM };
    const placed = layoutTags({ figures, tags: asks, bounds });
    const shown = new Map<string, { rect: Rect; leader: boolean; anchor: Point; z: number }>();
    placed.forEach((p, i) => {
      if (!p) return;
      last.current.set(p.id, { offset: p.offset, anchor: asks[i].anchor });
      shown.set(p.id, { rect: p.rect, leader: p.leader, anchor: asks[i].anchor, z: depth[i] });
    });
    const line = leaders.getAttribute('position') as BufferAttribute;
    let segments = 0;
    for (const child of group.children) {
      const id = child.userData.figure as string | undefined;
      if (!id) continue;
      const at = shown.get(id);
      child.visible = at !== undefined;
      if (!at) continue;
      const block = blocks.find((b) => b.id === id);
      if (!block) continue;
      // World units per screen pixel at the figure's depth: a tag keeps its pixel size.
      const cx = at.rect.x + at.rect.w / 2;
      unproject(p0, cx, at.rect.y, at.z, camera, size);
      unproject(p1, cx, at.rect.y + 100, at.z, camera, size);
      const unit = p0.distanceTo(p1) / 100;
      let y = at.rect.y;
      block.tags.forEach((t, k) => {
        const sprite = child.children[k] as Sprite | undefined;
        if (!sprite) return;
        const w = t.px * t.label.aspect;
        unproject(sprite.position, cx, y + t.px / 2, at.z, camera, size);
        sprite.scale.set(w * unit, t.px * unit, 1);
        y += t.px + STACK_GAP;
      });
      if (at.leader && segments < MAX_LEADERS) {
        const r = at.rect;
        const ex = Math.min(Math.max(at.anchor.x, r.x), r.x + r.w);
        const ey = Math.min(Math.max(at.anchor.y, r.y), r.y + r.h);
        unproject(p0, ex, ey, at.z, camera, size);
        unproject(p1, at.anchor.x, at.anchor.y, at.z, camera, size);
        line.setXYZ(segments * 2, p0.x, p0.y, p0.z);
        line.setXYZ(segments * 2 + 1, p1.x, p1.y, p1.z);
        segments++;
      }
    }
    line.needsUpdate = true;
    leaders.setDrawRange(0, segments * 2);
  }, 0.5);

  useTagsHook(root);

  return (
    <group ref={root} name="tags">
      {blocks.map((b) => (
        <group key={b.id} userData={{ figure: b.id }} visible={false}>
          {b.tags.map((t) => (
            <sprite key={t.text} center={[0.5, 0.5]} renderOrder={4} userData={{ tag: t.text }}>
              <spriteMaterial dispose={null} map={t.label.texture} depthTest={false} />
            </sprite>
          ))}
        </group>
      ))}
      <lineSegments geometry={leaders} renderOrder={3} frustumCulled={false}>
        <lineBasicMaterial color="#e5e7eb" transparent opacity={0.85} depthTest={false} />
      </lineSegments>
    </group>
  );
}

export interface TagsOnScreen {
  /** Every tag drawn, in page pixels (x, y: top-left). */
  readonly tags: { figure: string; text: string; x: number; y: number; w: number; h: number }[];
  /** Every figure's body, in page pixels. */
  readonly figures: { figure: string; x: number; y: number; w: number; h: number }[];
}

declare global {
  interface Window { __chamberTags?: () => TagsOnScreen }
}

/** Test hook: the tags and figures as drawn, measured from the scene's objects (not from the layout's own numbers). */
function useTagsHook(root: RefObject<Group | null>): void {
  const get = useThree((s) => s.get);
  useEffect(() => {
    if (typeof window === 'undefined') return;
    window.__chamberTags = () => {
      const { camera, size, gl } = get();
      const c = gl.domElement.getBoundingClientRect();
      const page = (r: Rect) => ({ x: c.left + r.x, y: c.top + r.y, w: r.w, h: r.h });
      const tags: TagsOnScreen['tags'] = [];
      root.current?.updateMatrixWorld(true);
      for (const block of root.current?.children ?? []) {
        if (!block.visible || !block.userData.figure) continue;
        for (const s of block.children) if (s.visible) tags.push({ figure: block.userData.figure, text: s.userData.tag, ...page(spriteScreenRect(s as Sprite, camera, size)) });
      }
      const figures: TagsOnScreen['figures'] = [];
      for (const [id, body] of allBodies()) {
        const on = objectOnScreen(body, camera, size);
        if (on) figures.push({ figure: id, ...page(on.rect) });
      }
      return { tags, figures };
    };
    return () => { delete window.__chamberTags; };
  }, [get, root]);
}
