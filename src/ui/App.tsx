/**
 * The app shell: opens in Autoplay on Scenario A with the AI squad against the rule-driven aliens,
 * already running. Replay and Play panels load lazily (not needed for the first frame).
 */
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { ChamberPanel } from './ChamberPanel';
import { PanelBoundary } from './PanelBoundary';
import { ChamberLost, ChamberUnavailable } from './ChamberUnavailable';
import { ChartBadge, TopBar } from './TopBar';
import { SoldierCards } from './SoldierCards';
import { CombatLog } from './CombatLog';
import { DiceTray } from './DiceTray';
import { GameOverBanner, OverwatchBanner } from './Banners';
import { Timeline } from './Timeline';
import { AutoplayControls } from './AutoplayControls';
import { Legend } from './Legend';
import { SightPanel } from './SightPanel';
import { WhyPanel } from './planner/WhyPanel';
import { usePlayback } from './live/usePlayback';
import { chamber, useChamber, type Mode } from './session/store';
import { SceneInputProvider } from './session/sceneInput';
import { followPastedHash, openWhatTheHashSays, showMode } from './openRoute';
import { ModeKeysContext, useKeys } from './session/keys';
import type { FigureId, GameEvent } from '../engine/state/types';
import { PresentationLayer } from './present/PresentationLayer';
import { usePresent } from './present/presentStore';
import { readPresentFlag } from './present/presentLink';
import { strayFlagsProblem } from './session/query';
import { presentable, presentKey, togglePresent } from './present/presentKeys';
import { ConcealSwitch } from './present/ConcealBanner';
import { useConcealed } from './present/conceal';
import { StudyNotes } from './present/StudyNotes';
import { ConcealBanner } from './present/ConcealBanner';

/** The study editor (issue 37 §2), with Replay: its file and link code comes on first use. */
const StudyPanel = lazy(() => import('./replay/study/StudyPanel'));

const ReplayPanel = lazy(() => import('./replay/ReplayPanel'));
const PlayPanel = lazy(() => import('./play/PlayPanel'));
const InspectPanel = lazy(() => import('./inspect/InspectPanel'));
/** The balance lab in the page (issue 18 §5): its charts library comes with it, on first use. */
const LabPanel = lazy(() => import('./lab/LabPanel'));
/** The Scenario editor (issue 36 §2), on first use. */
const EditorPanel = lazy(() => import('./editor/EditorPanel'));
/**
 * The app shell. It reads no cursor: each panel below follows the store itself, so a seek
 * re-renders the panels that show the moment, not the whole page (seeking must stay instant).
 */
export function App() {
  usePlayback();
  // Presentation's keys (P, Esc, [ ], C, W, a conceal stop's reveal) before the mode's and the shared ones.
  const modeKeys = useKeys(presentKey);
  const mode = useChamber((s) => s.mode);
  // The error line, else what the URL asked for that could not be read (linkNotice).
  const error = useChamber((s) => s.error ?? s.linkNotice);
  const help = useChamber((s) => s.help);
  // With nothing to draw but an error (a refused record opened by link), the panels need not wait
  // for a first frame that has nothing in it: the page says what is wrong and lets one go on.
  const shown = useChamber((s) => s.chamberShown || (s.entries.length === 0 && s.error !== null));
  const lost = useChamber((s) => s.chamberLost);
  const presenting = usePresent((s) => s.on) && presentable(mode);

  // Without WebGL there is no first frame: the panels then wait no longer than this.
  useEffect(() => {
    const t = setTimeout(chamber.chamberDrawn, 2000);
    return () => clearTimeout(t);
  }, []);

  // Fetch the Replay and Play chunks once the first frame is up, so switching mode is instant.
  useEffect(() => {
    // A failed fetch here is only a missed head start: opening the mode reports it (PanelBoundary).
    const t = setTimeout(() => { import('./replay/ReplayPanel').catch(() => undefined); import('./play/PlayPanel').catch(() => undefined); }, 2500);
    return () => clearTimeout(t);
  }, []);

  useEffect(() => {
    openWhatTheHashSays(window.location.hash);
    // `?present` (issue 37 §1): Autoplay or Replay presented from the first frame; a bad flag is one line.
    const flag = readPresentFlag(window.location.search);
    // A key the page does not read (session/query.ts) first, then a flag's bad value: one line.
    const queryProblem = strayFlagsProblem(window.location.search) ?? (flag.ok ? null : flag.problem);
    if (queryProblem) chamber.noteLink(queryProblem);
    if (flag.ok) {
      if (flag.conceal !== 'off') usePresent.getState().setConceal(flag.conceal);
      if (flag.present && presentable(useChamber.getState().mode)) usePresent.getState().enter();
    }
    // A link or a mode's name pasted into this tab changes only the hash (no reload).
    const follow = (e: HashChangeEvent) => followPastedHash(new URL(e.newURL).hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  return (
    <SceneInputProvider>
      <ModeKeysContext.Provider value={modeKeys}>
        <div className="app" data-mode={mode} data-shown={shown || undefined} data-present={presenting || undefined}>
          <ConnectedTopBar onMode={showMode} />
          <main className="main">
            {/* The side panels are fixed-width: filling them in later never resizes the chamber. */}
            <aside className="left">
              {shown && mode !== 'inspect' && mode !== 'editor' && <ConnectedCards />}
              {mode === 'editor' && <PanelBoundary what="Scenario editor"><Suspense fallback={null}><EditorPanel part="palette" /></Suspense></PanelBoundary>}
              {mode === 'inspect' && <PanelBoundary what="Inspect editor"><Suspense fallback={null}><InspectPanel part="editor" /></Suspense></PanelBoundary>}
            </aside>
            <section className="stage">
              <div className="canvas-wrap">
                <PanelBoundary what="3D chamber" fallback={(e) => <ChamberUnavailable error={e} />}><ChamberPanel /></PanelBoundary>
                {lost && <ChamberLost />}
                {mode === 'play' && <PanelBoundary what="Play controls" silent><Suspense fallback={null}><PlayPanel part="scene" /></Suspense></PanelBoundary>}
                <MomentOverlays />
                <StudyNotes />
                <ConcealBanner />
                {presenting && <PresentationLayer />}
                {error && <div className="banner error" data-testid="error" onClick={chamber.dismissError}>{error} <small>(click to dismiss)</small></div>}
              </div>
              {mode !== 'inspect' && mode !== 'editor' && <Timeline />}
              <div className="modebar">
                {mode === 'autoplay' && <AutoplayControls />}
                {mode === 'replay' && <PanelBoundary what="Replay player"><Suspense fallback={<span>loading replay player…</span>}><ReplayPanel /></Suspense></PanelBoundary>}
                {mode === 'replay' && <PresentControls />}
                {mode === 'play' && <PanelBoundary what="Play controls"><Suspense fallback={<span>loading…</span>}><PlayPanel part="controls" /></Suspense></PanelBoundary>}
                {mode === 'editor' && <PanelBoundary what="Scenario editor"><Suspense fallback={<span>loading…</span>}><EditorPanel part="controls" /></Suspense></PanelBoundary>}
                {mode === 'inspect' && <PanelBoundary what="Inspect controls"><Suspense fallback={<span>loading…</span>}><InspectPanel part="controls" /></Suspense></PanelBoundary>}
              </div>
            </section>
            <aside className="right">
              {mode === 'editor' && <PanelBoundary what="Scenario problems"><Suspense fallback={null}><EditorPanel part="problems" /></Suspense></PanelBoundary>}
              {mode === 'inspect' && <PanelBoundary what="Inspect ruling"><Suspense fallback={null}><InspectPanel part="ruling" /></Suspense></PanelBoundary>}
              {/* Beside the chamber, not over it: the top-down view for rulings needs every square. */}
              <SightPanel />
              {mode === 'replay' && <PanelBoundary what="Study editor"><Suspense fallback={null}><StudyPanel /></Suspense></PanelBoundary>}
              {/* The planner's reasons (issue 19 §2): beside the chamber too, never over a square. */}
              {shown && <ConcealableWhyPanel />}
              {/* Play's odds of the hovered alien (a portal from PlayPanel); over the chamber they hid squares. */}
              <div id="odds-slot" className="odds-slot" />
              {/* Here, not under the cards: there it was below the fold of a 720 px window. */}
              {shown && <Legend />}
              {shown && <CombatLog />}
              {/* Under the log's newest lines, which tell the same rolls in words; over the chamber
                  it hid squares (I9-L10 in the top-down view). */}
              <MomentDice />
            </aside>
            {mode === 'lab' && <div className="lab-layer"><PanelBoundary what="Lab"><Suspense fallback={<span>loading the Lab…</span>}><LabPanel /></Suspense></PanelBoundary></div>}
          </main>
          {help && <div className="help" onClick={chamber.closeHelp}><HelpText /></div>}
        </div>
      </ModeKeysContext.Provider>
    </SceneInputProvider>
  );
}

/** Replay's presenting controls, after its player: "What would you do?" and Present (issue 37). */
function PresentControls() {
  const loaded = useChamber((s) => s.record !== null);
  if (!loaded) return null;
  return (
    <span className="controls present-controls">
      <ConcealSwitch />
      <button onClick={togglePresent} data-testid="present-button" title="present: the chamber fills the window, one large caption (P)">Present</button>
    </span>
  );
}

/** The why-panel, but at a "What would you do?" stop: the planner's reasons would give the decision away. */
function ConcealableWhyPanel() {
  const concealed = useConcealed();
  if (concealed) return <div className="why-panel" data-testid="why-concealed"><span className="why-muted">The planner's reasons are hidden until the decision is revealed.</span></div>;
  return <WhyPanel />;
}

function ConnectedTopBar({ onMode }: { onMode: (m: Mode) => void }) {
  const state = useChamber((s) => s.entries[s.cursor]?.state);
  return <TopBar state={state} onMode={onMode} />;
}

function ConnectedCards() {
  const state = useChamber((s) => s.entries[s.cursor]?.state);
  const selected = useChamber((s) => s.selected);
  if (!state) return null;
  return <SoldierCards state={state} selected={selected} onSelect={(id) => chamber.toggleSelected(id as FigureId)} />;
}

/** What sits over the chamber for the moment at the cursor: banners and the chart's state. */
function MomentOverlays() {
  const entry = useChamber((s) => s.entries[s.cursor]);
  const prev = useChamber((s) => s.entries[s.cursor - 1]);
  const entries = useChamber((s) => s.entries);
  const cursor = useChamber((s) => s.cursor);
  const overEvents = useMemo<readonly GameEvent[]>(() => {
    if (!entry || entry.state.phase !== 'over') return [];
    for (let i = cursor; i >= 0; i--) if (entries[i].events.some((e) => e.type === 'game.over')) return entries[i].events;
    return [];
  }, [entry, entries, cursor]);
  if (!entry) return null;
  return (
    <>
      {prev && <OverwatchBanner before={prev.state} events={entry.events} />}
      <GameOverBanner state={entry.state} events={overEvents} />
      {entry.chart && <ChartBadge chart={entry.chart} />}
    </>
  );
}

/** Every die of the moment at the cursor; keyed by the cursor, so a new moment's dice roll in again. */
function MomentDice() {
  const events = useChamber((s) => s.entries[s.cursor]?.events);
  const cursor = useChamber((s) => s.cursor);
  return events ? <DiceTray key={cursor} events={events} /> : null;
}

function HelpText() {
  return (
    <div className="help-box">
      <h3>Keys</h3>
      <p>Space: play / pause · ← →: step · Shift+← →: previous / next activation · Ctrl+← →: previous / next round · Home / End: start / end · ?: this help</p>
      <p>Autoplay and Replay: P presents (the chamber fills the window, one large caption); there [ ]: previous / next chapter, Esc: back. "What would you do?" stops: Enter, space or → reveals the decision.</p>
      <p>Play mode: click a soldier, hover a square to see the path and AP, click to move; hover an alien for the odds, click to fire. Keys n/e/s/w turn, b brace, o overwatch, d door, m medkit, f Field Care, t trade, p pass.</p>
      <p>Inspect: click two squares (A, then B) or type them (C3 J8) for the ruling with its ruling ids; drag a figure to move it; Map shows what A sees or who sees A.</p>
      <p>Click anywhere to close.</p>
    </div>
  );
}
