/**
 * The Scenario editor (issue 36 §2), its own mode: the palette and the conditions (left), the
 * file's buttons and "Play it / Autoplay it / Lab it" (under the chamber), every validation
 * problem as you edit (right). The chamber shows the draft; a click on a square uses the tool.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { SOLDIER_NAMES, type VictoryCondition } from '../../engine/state/types';
import { counted } from '../../lab/report/counted';
import { parseScenarioShape, type ScenarioFile } from '../../engine/setup/scenario-file';
import { useLab } from '../lab/store';
import { startingState } from '../../runner/start';
import { chamber, useChamber } from '../session/store';
import { useLendSceneInput, type SceneInput } from '../session/sceneInput';
import { startGame } from '../live/playback';
import { useScenario } from '../scenario/store';
import { saveText } from '../download';
import { checkDraft } from './problems';
import { draftSize, draftToFile, MAX_SIZE, MIN_SIZE, TERRAIN_SYMBOLS, type Tool } from './draft';
import { useEditor } from './store';
import { writeScenarioHash } from './link';

const TERRAIN_WORDS: Record<(typeof TERRAIN_SYMBOLS)[number], string> = {
  '.': 'floor', '#': 'wall', D: 'door', S: 'soft cover', H: 'hard cover', F: 'full cover', O: 'crates (block moving)', X: 'rock (block moving and sight)',
};

const sameTool = (a: Tool, b: Tool) => JSON.stringify(a) === JSON.stringify(b);

function ToolButton({ tool, label, title }: { tool: Tool; label: string; title?: string }) {
  const current = useEditor((s) => s.tool);
  const choose = useEditor((s) => s.chooseTool);
  return <button className={sameTool(current, tool) ? 'on' : ''} onClick={() => choose(tool)} title={title} data-tool={toolId(tool)}>{label}</button>;
}

export function toolId(t: Tool): string {
  switch (t.kind) {
    case 'terrain': return `terrain-${t.symbol}`;
    case 'soldier': return `soldier-${t.name}`;
    case 'alien': return `alien-${t.alien}${t.dormant ? '-dormant' : ''}`;
    default: return t.kind;
  }
}

/** The editor's clicks on the scene: a square is painted; a figure is a click on its square (it takes the click from the floor). */
const EDITOR_INPUT: SceneInput = {
  path: null,
  onSquareClick: (sq) => useEditor.getState().paintAt(sq),
  onFigureClick: (id) => {
    const st = useChamber.getState().entries[0]?.state;
    const at = st?.soldiers.find((x) => x.id === id)?.at ?? st?.aliens.find((a) => a.id === id)?.at;
    if (at) useEditor.getState().paintAt(at);
  },
};

/** The chamber shows the draft (what passes the checks of it), and a click on a square paints. */
function DraftInChamber() {
  const draft = useEditor((s) => s.draft);
  const usable = useMemo(() => checkDraft(draft).usable, [draft]);
  useEffect(() => {
    if (!usable) return;
    try {
      const state = startingState({ scenario: usable.id, seed: 1, scenarioFile: usable });
      useChamber.getState().setEntries([{ state, events: [], decision: null }], 0);
    } catch { /* a placement the checks let through (an hp above the card): the last preview stays */ }
  }, [usable]);
  useEffect(() => { chamber.pause(); chamber.selectFigure(null); }, []);
  useLendSceneInput(EDITOR_INPUT);
  return null;
}

function Palette() {
  const draft = useEditor((s) => s.draft);
  const { width, height } = draftSize(draft);
  const e = useEditor.getState();
  return (
    <div className="editor-palette" data-testid="editor-palette">
      <DraftInChamber />
      <div className="row"><b>Scenario</b></div>
      <label>title <input value={draft.title} onChange={(ev) => e.rename(ev.target.value)} data-testid="editor-title" /></label>
      <label>id <input value={draft.id} onChange={(ev) => e.setId(ev.target.value)} size={14} data-testid="editor-id" /></label>
      <div className="row">size
        <input type="number" min={MIN_SIZE} max={MAX_SIZE} value={width} onChange={(ev) => e.resize(Number(ev.target.value), height)} data-testid="editor-width" /> ×
        <input type="number" min={MIN_SIZE} max={MAX_SIZE} value={height} onChange={(ev) => e.resize(width, Number(ev.target.value))} data-testid="editor-height" />
      </div>
      <div className="row"><b>Terrain</b></div>
      <div className="tools">{TERRAIN_SYMBOLS.map((s) => <ToolButton key={s} tool={{ kind: 'terrain', symbol: s }} label={`${s} ${TERRAIN_WORDS[s].split(' (')[0]}`} title={TERRAIN_WORDS[s]} />)}</div>
      <div className="row"><b>Squad</b> <small>a click places (or moves) the soldier</small></div>
      <div className="tools">{SOLDIER_NAMES.map((n) => <ToolButton key={n} tool={{ kind: 'soldier', name: n }} label={n} />)}</div>
      <div className="row"><b>Contacts</b> <small>numbered in the order placed</small></div>
      <div className="tools">
        <ToolButton tool={{ kind: 'alien', alien: 'worker', dormant: false }} label="worker" />
        <ToolButton tool={{ kind: 'alien', alien: 'warrior', dormant: false }} label="warrior" />
        <ToolButton tool={{ kind: 'alien', alien: 'worker', dormant: true }} label="worker, dormant" title="kit 05 §1: does not activate until revealed (SC-C1)" />
        <ToolButton tool={{ kind: 'alien', alien: 'warrior', dormant: true }} label="warrior, dormant" title="kit 05 §1: does not activate until revealed (SC-C1)" />
      </div>
      <div className="row"><b>Mission</b></div>
      <div className="tools">
        <ToolButton tool={{ kind: 'log' }} label="station log" title="kit 05 §8: placed or taken away with a click" />
        <ToolButton tool={{ kind: 'lock' }} label="lock a door" title="a click on a door square locks or unlocks it (SC-D2)" />
        <ToolButton tool={{ kind: 'erase' }} label="erase" title="takes the figure or the log off a square" />
      </div>
      <small>Adjacent door squares in a line are one door assembly (SC-D1).</small>
      <div className="row"><b>Conditions</b></div>
      <label>victory
        <select value={draft.victory} onChange={(ev) => e.setVictory(ev.target.value as VictoryCondition)} data-testid="editor-victory">
          <option value="clear-hostiles">clear hostiles</option>
          <option value="recover-log-and-clear-hostiles">recover the log and clear hostiles</option>
        </select>
      </label>
      <label>round limit <input type="number" min={1} max={50} value={draft.roundLimit} onChange={(ev) => e.setRoundLimit(Number(ev.target.value))} data-testid="editor-rounds" /></label>
      <label>objective XP <input type="number" min={0} max={18} value={draft.objectiveXp} onChange={(ev) => e.setObjectiveXp(Number(ev.target.value))} /></label>
    </div>
  );
}

function Problems() {
  const draft = useEditor((s) => s.draft);
  const { problems } = useMemo(() => checkDraft(draft), [draft]);
  return (
    <div className="editor-problems" data-testid="editor-problems" data-count={problems.length}>
      <b>{problems.length === 0 ? 'No problems: the scenario is ready to play' : counted(problems.length, 'problem')}</b>
      <ul>{problems.map((p, i) => <li key={i}><code>{p.path}</code>: {p.problem}</li>)}</ul>
    </div>
  );
}

async function openInEditor(f: File): Promise<void> {
  const e = useEditor.getState();
  try {
    e.openFile(parseScenarioShape(JSON.parse(await f.text())));
  } catch (err) {
    e.say(`${f.name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The draft as a checked file, chosen in the picker; null (and the reason said) when it has problems. */
function chooseDraft(): ScenarioFile | null {
  const e = useEditor.getState();
  const { problems } = checkDraft(e.draft);
  if (problems.length) { e.say(`fix the ${counted(problems.length, 'problem')} first`); return null; }
  const file = parseScenarioShape(draftToFile(e.draft));
  useScenario.getState().chooseFile(`${file.id}.json`, file);
  return file;
}

/** "Lab it": the Lab's run form on the draft (a batch of games of it), the Lab opened. */
function labIt(): void {
  const file = chooseDraft();
  if (!file) return;
  useLab.getState().editRun({ scenarioFile: file });
  chamber.switchMode('lab');
  if (window.location.hash) history.replaceState(null, '', window.location.href.split('#')[0]);
}

function Controls() {
  const draft = useEditor((s) => s.draft);
  const message = useEditor((s) => s.message);
  const ready = useMemo(() => checkDraft(draft).problems.length === 0, [draft]);
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  return (
    <div className="controls editor-controls">
      <button onClick={() => saveText(`${draft.id || 'scenario'}.json`, `${JSON.stringify(draftToFile(draft), null, 2)}\n`, 'application/json')} data-testid="editor-save" title="the scenario file (docs/scenarios.md; chamber autoplay --scenario-file)">Save</button>
      <button onClick={() => input.current?.click()}>Open…</button>
      <input ref={input} type="file" accept=".json,application/json" hidden data-testid="editor-open" onChange={(ev) => { const f = ev.target.files?.[0]; ev.target.value = ''; if (f) void openInEditor(f); }} />
      <button data-testid="editor-link" onClick={() => {
        history.replaceState(null, '', writeScenarioHash(draftToFile(draft)));
        void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true), () => undefined);
      }} title="this scenario in the URL, to share">{copied ? 'Link copied' : 'Link'}</button>
      <button disabled={!ready} data-testid="editor-play" onClick={() => { if (chooseDraft()) startGame('play'); }}>Play it</button>
      <button disabled={!ready} data-testid="editor-autoplay" onClick={() => { if (chooseDraft()) startGame('autoplay'); }}>Autoplay it</button>
      <button disabled={!ready} data-testid="editor-lab" onClick={labIt} title="a batch of games of it in the Lab (chamber autoplay --scenario-file)">Lab it</button>
      <button onClick={() => useEditor.getState().startAfresh(8, 8)}>New</button>
      {message && <span className="problem" data-testid="editor-message">{message}</span>}
    </div>
  );
}

export default function EditorPanel({ part }: { part: 'palette' | 'controls' | 'problems' }) {
  return part === 'palette' ? <Palette /> : part === 'controls' ? <Controls /> : <Problems />;
}
