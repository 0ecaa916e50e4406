/**
 * Why it chose (issue 19 §2): beside the chamber (never over it: the top-down view needs every
 * square), the planner's top candidate plans at the cursor's moment with their scores: the
 * estimated win chance after each, for an attack plan the exact expected HP removed and kill
 * chance (engine/combat/odds, at the moment it fires), the risk to the soldier (HP lost and the chance
 * of being downed by the round's end, from the playouts) and the playouts spent; under a candidate
 * that won at least as often as the chosen plan, why it was not chosen (issue 32 item 5: set aside
 * by the search's halving after few playouts, with its interval, or outscored), and under the list
 * how the planner picks and what its win chance estimates beside the graph's (whyWords.ts). In Autoplay while
 * the planner plays; in Play with the hint button, for a hint asked for (here, not among Play's
 * controls under the chamber: there it pushed the last row of actions below the panel's fold);
 * in Replay, when the record kept the planner's reasons (replay/plan-notes.ts).
 */
import { useMemo } from 'react';
import { useChamber } from '../session/store';
import { planAt } from './planAt';
import { usePlanner } from './planStore';
import { HintButton } from './HintButton';
import type { CandidateView, PlanView } from './protocol';
import { intervalWords, percent, playoutsWords, whyNotChosen, winsOf, unsearchedWords, GRAPH_WIN_WORDS, PANEL_WIN_WORDS, PICK_WORDS, SCORE_WORDS } from './whyWords';

export function WhyPanel() {
  const mode = useChamber((s) => s.mode);
  const planning = useChamber((s) => s.mode === 'autoplay' && s.policy === 'planner');
  const entries = useChamber((s) => s.entries);
  const cursor = useChamber((s) => s.cursor);
  const livePlans = usePlanner((s) => s.plans);
  const recordPlans = usePlanner((s) => s.recordPlans);
  // In Replay, the reasons the record kept (replay/plan-notes.ts); shown only when it kept any.
  const plans = mode === 'replay' ? recordPlans : livePlans;
  const hint = usePlanner((s) => s.hint);
  const thinking = usePlanner((s) => s.thinking);
  const at = useMemo(() => planAt(entries, cursor, plans, mode === 'play' ? hint : null), [entries, cursor, plans, hint, mode]);
  const hintHere = mode === 'play' && hint && hint.state === entries[cursor]?.state ? hint : null;
  if (mode === 'play' && !hintHere) {
    return <div className="why-panel why-ask" data-testid="why-ask"><HintButton /> <span className="why-muted">the planner's view of this moment, not taken</span></div>;
  }
  if (!planning && !hintHere && !(mode === 'replay' && recordPlans.size > 0)) return null;
  const thinkingHere = planning && thinking !== null && thinking === entries[cursor]?.state;
  return (
    <div className="why-panel" data-testid="why-panel">
      <div className="why-head">
        {hintHere && <HintButton />} <b>{at?.hint ? 'Hint: the planner would' : 'Why the planner chose'}</b>
        {mode === 'replay' && <span className="why-muted" title="kept in the record: labels the digest covers and the replay ties to their decisions, not re-scored"> · as the record keeps it</span>}
        {thinkingHere && <span className="why-thinking" data-testid="why-thinking"> · thinking…</span>}
      </div>
      {hintHere?.error && <div className="why-muted">{hintHere.error}</div>}
      {at ? <Plan view={at.view} stale={!at.inProgress} step={at.index} /> : !thinkingHere && <div className="why-muted">No plan yet in this game.</div>}
      {at?.inProgress && at.view.ghost && <div className="why-key"><i />in the chamber: {at.view.ghost.caption}</div>}
    </div>
  );
}

export function Plan({ view, stale, step }: { view: PlanView; stale: boolean; step: number }) {
  const searched = view.playouts > 0;
  return (
    <div className={stale ? 'why-plan stale' : 'why-plan'}>
      <div className="why-sub">
        {view.actor ?? 'The squad'}{stale ? `, at step ${step}` : ''}: {searched ? `${view.scored} plans scored by ${view.playouts} playouts` : unsearchedWords(view.chosen.decisions[0], view.actor)}
      </div>
      <ol className="why-list">
        {view.candidates.map((c, i) => <Row key={i} c={c} chosen={view.chosen} isChosen={i === 0} />)}
      </ol>
      {searched && (
        <>
          <div className="why-how why-pick" data-testid="why-pick" title={SCORE_WORDS}>{PICK_WORDS}</div>
          <div className="why-how" data-testid="why-means">{PANEL_WIN_WORDS} {GRAPH_WIN_WORDS}</div>
        </>
      )}
    </div>
  );
}

function Row({ c, chosen, isChosen }: { c: CandidateView; chosen: CandidateView; isChosen: boolean }) {
  const scored = c.playouts > 0;
  const whyNot = isChosen ? null : whyNotChosen(chosen, c);
  return (
    <li className={isChosen ? 'chosen' : ''} data-testid={isChosen ? 'why-chosen' : 'why-candidate'}>
      <div className="why-label">{isChosen ? '▶ ' : ''}{c.label}{c.greedy && <small className="why-tag" title="the greedy policy's own choice">greedy</small>}</div>
      <div className="why-scores">
        {scored && (
          <span title={`${winsOf(c)} of ${playoutsWords(c.playouts)} won after this plan (then greedy play); 95% interval ${intervalWords(c)}`}>
            win <b>{percent(c.winChance)}</b> of {playoutsWords(c.playouts)}
          </span>
        )}
        {c.attack && (
          <span title={`exact odds (engine): ${c.attack.weapon} at ${c.attack.target}, expected HP removed ${c.attack.expectedHpRemoved}, kill ${c.attack.kill}`}>
            {c.attack.expectedHp.toFixed(2)} HP · kill {percent(c.attack.killChance, c.attack.kill)}
          </span>
        )}
        {scored && <span title="risk to the soldier by the end of this round: mean HP lost, chance of being downed">risk {c.actorHpLost.toFixed(1)} HP{c.actorDownedChance > 0 ? `, down ${percent(c.actorDownedChance)}` : ''}</span>}
      </div>
      {whyNot && <div className="why-not" data-testid="why-not">{whyNot}</div>}
    </li>
  );
}
