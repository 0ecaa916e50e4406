/**
 * Soldier cards after kit 02's CARD LAYOUT SPECIFICATION: name and role; base accuracy (printed +
 * rank unlocks) kept apart from temporary brace / spotter bonuses; max/current HP; armour; AP and
 * reserved AP; the four rank skill rows with threshold and unlocked / pending / used markers; the
 * XP track 0-18 with milestones 0/4/10/18 and rank names.
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import { isSpotted } from '../engine/combat/attack';
import type { GameState, SkillId, SoldierState } from '../engine/state/types';
import { SOLDIER_COLOURS } from '../scene/palette';
import { skillWords } from './logText';
import { rankAccuracyBonus } from '../engine/combat/accuracy';
import { rankFor } from '../engine/flow/progression';

function skillState(s: SoldierState, skill: SkillId): { mark: string; cls: string } {
  if (s.usedThisActivation.includes(skill) || (skill === 'watchful' && s.watchfulUsed)) return { mark: 'USED', cls: 'used' };
  if (s.pendingSkills.includes(skill)) return { mark: 'PENDING', cls: 'pending' };
  if (s.skills.includes(skill)) return { mark: '✓', cls: 'on' };
  return { mark: '', cls: 'off' };
}

/** Memoised: a card re-renders on every change to its soldier, the XP track only when XP moves. */
const XpTrack = memo(function XpTrack({ xp, cap, thresholds, ranks }: { xp: number; cap: number; thresholds: readonly number[]; ranks: readonly string[] }) {
  const cells = Array.from({ length: cap + 1 }, (_, i) => i);
  return (
    <div className="xp" title={`XP ${xp} / ${cap}`}>
      {cells.map((i) => {
        const m = thresholds.indexOf(i);
        return (
          <span key={i} className={`xpc${i <= xp && xp > 0 && i > 0 ? ' filled' : ''}${i === 0 ? ' filled' : ''}${m >= 0 ? ' milestone' : ''}`}>
            {m >= 0 ? <b>{i}<small>{ranks[m]}</small></b> : ''}
          </span>
        );
      })}
    </div>
  );
});

export function SoldierCard({ state, soldier, onSelect, selected }: { state: GameState; soldier: SoldierState; onSelect?: () => void; selected: boolean }) {
  const r = state.ruleset;
  const card = r.soldiers[soldier.id];
  const rankBonus = rankAccuracyBonus(r, soldier.skills);
  const rank = rankFor(r, soldier.xp);
  // The mark's +1 is for the next ranged attack by a soldier other than its marker (kit 02 Spotter).
  const mark = state.spotterMark;
  const marked = mark !== null && soldier.weapons.some((w) => isSpotted(state, soldier.id, mark, w));
  const down = soldier.hp <= 0;
  return (
    <div className={`card${selected ? ' selected' : ''}${down ? ' down' : ''}${state.activeSoldier === soldier.id ? ' active' : ''}`}
      style={{ borderColor: SOLDIER_COLOURS[soldier.id] }} onClick={onSelect} data-soldier={soldier.id}>
      <div className="card-head">
        <span className="dot" style={{ background: SOLDIER_COLOURS[soldier.id] }} />
        <b>{soldier.id}</b> <span className="role" title={card.role}>{card.role}</span>
        <span className="rank">{rank}</span>
        {down && <span className="tag down">DOWN</span>}
        {soldier.activated && !down && <span className="tag">activated</span>}
      </div>
      {/* Four lines, each one line wide in the 268 px column: five cards fit a 900 px window unscrolled (issue 32 §9). */}
      <div className="card-stats">
        <span title="starting accuracy + rank unlocks (permanent)">ACC base {card.accuracy >= 0 ? '+' : ''}{card.accuracy}{rankBonus ? ` +${rankBonus} rank` : ''}</span>
        <span title={`temporary bonuses, not part of base${marked ? ` (spotter +${r.spotter.accuracy} on the marked alien)` : ''}`} className="temp">
          {soldier.braced ? `brace +${r.brace.accuracy}` : 'no brace'}{marked ? ` · spotter +${r.spotter.accuracy}` : ''}
        </span>
        <span className="wide">HP {soldier.hp}/{card.hp} · AP {soldier.ap}{soldier.overwatch ? ` · reserved ${soldier.reservedAp} (${soldier.overwatch})` : ''}</span>
        <span className="wide">armour {r.armour[card.armour].name} −{r.armour[card.armour].reduction}{card.naturalArmour ? ` nat ${card.naturalArmour}` : ''}</span>
        <span className="wide">{soldier.weapons.map((w) => r.weapons[w].name).join(', ')}{soldier.items.length ? ` · ${soldier.items.length} medkit` : ''}</span>
      </div>
      <div className="skills">
        {card.skills.map((sk, i) => {
          const st = skillState(soldier, sk);
          return (
            <div key={sk} className={`skill ${st.cls}`}>
              <span className="thr">{r.xp.thresholds[i]}</span> {skillWords(sk)} <span className="box">{st.mark}</span>
            </div>
          );
        })}
      </div>
      <XpTrack xp={soldier.xp} cap={r.xp.cap} thresholds={r.xp.thresholds} ranks={r.ranks} />
    </div>
  );
}

interface CardProps { state: GameState; soldier: SoldierState; onSelect?: () => void; selected: boolean }

/**
 * A card re-renders only when what it shows changed: the soldier's own state (immutable, so the
 * same object when a transition did not touch it), selection, activity and the spotter mark.
 * A keyframe then re-renders one or two cards, not five.
 */
const sameCard = (a: CardProps, b: CardProps) => a.soldier === b.soldier && a.selected === b.selected
  && a.state.ruleset === b.state.ruleset && (a.state.spotterMark !== null) === (b.state.spotterMark !== null)
  && (a.state.activeSoldier === a.soldier.id) === (b.state.activeSoldier === b.soldier.id);
const MemoCard = memo(SoldierCard, sameCard);

export function SoldierCards({ state, selected, onSelect }: { state: GameState; selected: string | null; onSelect: (id: string) => void }) {
  // The latest onSelect, read at click time: a card skipped by memo never holds a stale one.
  const select = useRef(onSelect);
  select.current = onSelect;
  const handlers = useMemo(() => new Map<string, () => void>(), []);
  const handler = (id: string) => {
    let h = handlers.get(id);
    if (!h) { h = () => select.current(id); handlers.set(id, h); }
    return h;
  };
  // The acting soldier's card scrolls into view (five cards fit a 900 px window, not a 720 px one). After
  // the frame, not in the commit: scrolling asks for layout, and a seek must stay instant.
  const cards = useRef<HTMLDivElement>(null);
  const active = state.activeSoldier;
  useEffect(() => {
    if (!active) return;
    const id = requestAnimationFrame(() => {
      cards.current?.querySelector<HTMLElement>(`[data-soldier="${active}"]`)?.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(id);
  }, [active]);
  return (
    <div className="cards" ref={cards}>
      {state.soldiers.map((s) => <MemoCard key={s.id} state={state} soldier={s} selected={selected === s.id} onSelect={handler(s.id)} />)}
    </div>
  );
}
