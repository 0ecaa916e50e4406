/**
 * The Inspect mode's link: `#inspect&pos=<position>&a=C3&b=J8&facing=own&v=figureCornerBlocks&map=from`
 * holds the position (the custom position format, as base64url JSON), the two points, the facing,
 * the variants switched away from the kit's defaults and the map, so a link reopens the ruling
 * exactly. A malformed link is one line naming what is wrong; the app keeps working. One written
 * by hand may leave out the position: the ruling is then on Scenario A's start.
 */
import { toSquare } from '../../engine/board/board';
import { boardOfPosition } from './board';
import { FACINGS, type Facing, type RulingVariant, type Square, type Variants } from '../../engine/state/types';
import { checkedPosition, DEFAULT_VARIANTS, defaultPosition, type Position } from './position';

/** The facing a ruling uses: the soldier's own on A (`own`), a given one, or none (no arc, S6). */
export type FacingChoice = Facing | 'own' | 'none';
export type MapChoice = 'off' | 'from' | 'onto';

export interface InspectLink {
  readonly position: Position;
  readonly a: Square | null;
  readonly b: Square | null;
  readonly facing: FacingChoice;
  readonly variants: Variants;
  readonly map: MapChoice;
}

/** The sight and overwatch readings Inspect switches (RULINGS S3, O2); the lifecycles play no part in a ruling. */
const VARIANT_NAMES = Object.keys(DEFAULT_VARIANTS) as RulingVariant[];

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** True when a hash is an Inspect link (its one test, session/url.ts). */
export { isInspectLink as isInspectHash } from '../session/url';

/** The hash for a ruling. */
export function writeInspectHash(l: InspectLink): string {
  const params = new URLSearchParams();
  params.set('inspect', '');
  params.set('pos', toBase64Url(JSON.stringify(l.position)));
  if (l.a) params.set('a', l.a);
  if (l.b) params.set('b', l.b);
  params.set('facing', l.facing);
  const flipped = VARIANT_NAMES.filter((v) => l.variants[v] !== DEFAULT_VARIANTS[v]);
  if (flipped.length) params.set('v', flipped.map((v) => `${v}:${l.variants[v] ? 'on' : 'off'}`).join(','));
  if (l.map !== 'off') params.set('map', l.map);
  return `#${params.toString().replace(/^inspect=&/, 'inspect&')}`;
}

/** Reads an Inspect link; throws one line ("link: ...") naming the first thing wrong. */
export function readInspectHash(hash: string): InspectLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const say = (what: string) => new Error(`link: ${what}`);
  const pos = params.get('pos');
  // Written by hand without a position (`#inspect&a=C3&b=J8`): the ruling is on Scenario A's start,
  // as a Play link written by hand starts its game (session/playLink.ts).
  let position: Position = defaultPosition();
  if (pos !== null) {
    let json: unknown;
    try {
      json = JSON.parse(fromBase64Url(pos));
    } catch {
      throw say('pos= is damaged (not a position written by Star Chamber)');
    }
    try {
      position = checkedPosition(json);
    } catch (err) {
      throw say(err instanceof Error ? err.message : String(err));
    }
  }
  const square = (key: 'a' | 'b'): Square | null => {
    const v = params.get(key);
    if (v === null || v === '') return null;
    // The position's own board (a link's board may be any size within board.ts's bounds).
    try { return toSquare(boardOfPosition(position), v); } catch (err) { throw say(`${key}=: ${err instanceof Error ? err.message : String(err)}`); }
  };
  const f = params.get('facing') ?? 'own';
  if (f !== 'own' && f !== 'none' && !(FACINGS as readonly string[]).includes(f)) throw say(`facing=${f}: expected own, none, N, E, S or W`);
  const variants: Record<RulingVariant, boolean> = { ...DEFAULT_VARIANTS };
  for (const part of (params.get('v') ?? '').split(',').filter(Boolean)) {
    const [name, value] = part.split(':');
    if (!VARIANT_NAMES.includes(name as RulingVariant)) throw say(`v=: unknown variant "${name}" (known: ${VARIANT_NAMES.join(', ')})`);
    if (value !== 'on' && value !== 'off') throw say(`v=: ${name} must be on or off, got "${value ?? ''}"`);
    variants[name as RulingVariant] = value === 'on';
  }
  const map = params.get('map') ?? 'off';
  if (map !== 'off' && map !== 'from' && map !== 'onto') throw say(`map=${map}: expected from or onto`);
  return { position, a: square('a'), b: square('b'), facing: f as FacingChoice, variants, map };
}
