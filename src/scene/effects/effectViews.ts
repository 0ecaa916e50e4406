/**
 * Which effects one transition's events call for, and where (pure; positions from the snapshots
 * before and after the transition). The scene only shows what the engine's events say happened.
 */
import type { FigureId, GameEvent, GameState, Square } from '../../engine/state/types';
import { squareOfFigure } from '../figures/figureViews';

export type EffectView =
  | { readonly kind: 'tracer'; readonly key: string; readonly from: Square; readonly to: Square; readonly hit: boolean; readonly delay: number; readonly luck: boolean }
  | { readonly kind: 'text'; readonly key: string; readonly at: Square; readonly text: string; readonly colour: string; readonly delay: number; readonly big?: boolean; readonly lift?: number }
  | { readonly kind: 'burst'; readonly key: string; readonly at: Square; readonly colour: string; readonly delay: number }
  | { readonly kind: 'alarm'; readonly key: string; readonly at: Square; readonly delay: number };

const RANK_COLOUR = '#fde047';

export function effectViews(before: GameState, after: GameState, events: readonly GameEvent[]): EffectView[] {
  const out: EffectView[] = [];
  const where = (id: FigureId): Square | null => squareOfFigure(after, id) ?? squareOfFigure(before, id);
  let t = 0; // seconds: effects of one transition play in order
  events.forEach((ev, i) => {
    const key = `${i}`;
    switch (ev.type) {
      case 'shot.rolled': {
        const from = where(ev.attacker);
        const to = squareOfFigure(before, ev.target) ?? where(ev.target);
        if (from && to) out.push({ kind: 'tracer', key, from, to, hit: ev.hit, delay: t, luck: ev.dice.some((d) => d.purpose === 'luck') });
        t += 0.18;
        break;
      }
      case 'damage.rolled': {
        const at = squareOfFigure(before, ev.target);
        if (at) out.push({ kind: 'text', key, at, text: ev.deflected ? 'DEFLECTED' : `−${ev.hpRemoved}`, colour: ev.deflected ? '#cbd5e1' : '#f87171', delay: t, big: !ev.deflected });
        break;
      }
      case 'alien.killed': {
        const at = squareOfFigure(before, ev.figure);
        if (at) out.push({ kind: 'burst', key, at, colour: '#c084fc', delay: t + 0.1 }, { kind: 'text', key: key + 'k', at, text: 'KILLED', colour: '#f0abfc', delay: t + 0.1, big: true });
        break;
      }
      case 'figure.downed': {
        const at = squareOfFigure(before, ev.figure);
        if (at) out.push({ kind: 'text', key, at, text: 'DOWN', colour: '#fb7185', delay: t + 0.1, big: true });
        break;
      }
      case 'xp.gained': {
        const at = where(ev.soldier);
        if (at) out.push({ kind: 'text', key, at, text: `+${ev.amount} XP`, colour: RANK_COLOUR, delay: t + 0.3 });
        break;
      }
      case 'rank.reached': {
        const at = where(ev.soldier);
        if (at) out.push({ kind: 'text', key, at, text: `${ev.rank.toUpperCase()}!`, colour: RANK_COLOUR, delay: t + 0.5, big: true });
        break;
      }
      case 'skill.unlocked': {
        const at = where(ev.soldier);
        if (at) out.push({ kind: 'text', key, at, text: `unlocked`, colour: RANK_COLOUR, delay: t });
        break;
      }
      case 'healed': {
        const at = where(ev.target);
        if (at) out.push({ kind: 'text', key, at, text: `+${ev.amount} HP`, colour: '#4ade80', delay: t });
        break;
      }
      case 'revived': {
        const at = where(ev.target);
        if (at) out.push({ kind: 'text', key, at, text: `REVIVED ${ev.hp} HP`, colour: '#4ade80', delay: t, big: true });
        break;
      }
      case 'door.opened': case 'door.closed':
        out.push({ kind: 'text', key, at: ev.at, text: ev.type === 'door.opened' ? 'door opens' : 'door closes', colour: '#fdba74', delay: t });
        break;
      case 'overwatch.triggered':
        if (ev.watchers.length > 0) out.push({ kind: 'alarm', key, at: ev.trigger.at, delay: 0 });
        break;
      default:
        break;
    }
  });
  // Several call-outs on one square (damage, KILLED, XP) stack upwards instead of overlapping.
  const stack = new Map<Square, number>();
  return out.map((e) => {
    if (e.kind !== 'text') return e;
    const n = stack.get(e.at) ?? 0;
    stack.set(e.at, n + 1);
    return n ? { ...e, lift: n * 0.42 } : e;
  });
}
