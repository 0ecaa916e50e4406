/**
 * The scenario picker (issue 36 §2), in Autoplay and Play: the built-ins, the files opened this
 * visit, and "Open…" (or a file dropped on the picker). Choosing starts a new game of it at the
 * same seed (`onChosen`); a bad file is one line and the previous scenario stays.
 */
import { useRef, useState, type DragEvent } from 'react';
import { playableBuiltIns, readScenarioText } from './choice';
import { useScenario } from './store';
import { shippedScenarios } from './shipped';
import { chamber } from '../session/store';

async function openFile(f: File, onChosen: () => void, inBanner: boolean): Promise<void> {
  const s = useScenario.getState();
  try {
    s.chooseFile(f.name, readScenarioText(f.name, await f.text()));
    onChosen();
  } catch (err) {
    const line = err instanceof Error ? err.message : String(err);
    s.refuse(line);
    // In a menu that has closed, the line beside the picker is not seen: the page's error line says it too.
    if (inBanner) chamber.showError(line);
  }
}

const BUILT_INS = playableBuiltIns();

/** `inMenu`: the picker sits in a menu (Play's Record menu, where the head has no room for it). */
export function ScenarioPicker({ onChosen, inMenu = false }: { readonly onChosen: () => void; readonly inMenu?: boolean }) {
  const choice = useScenario((s) => s.choice);
  const opened = useScenario((s) => s.opened);
  const refusal = useScenario((s) => s.refusal);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const value = choice.kind === 'built-in' ? `b:${choice.id}` : `f:${choice.name}`;
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const f = e.dataTransfer.files[0];
    if (f) void openFile(f, onChosen, inMenu);
  };
  return (
    <span className={`scenario-picker${over ? ' drop' : ''}`} data-testid="scenario-picker"
      onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)} onDrop={onDrop}
      title="a built-in scenario, or a scenario file (open one, or drop it here)">
      <label>scenario
        <select value={value} data-testid="scenario" onChange={(e) => {
          const v = e.target.value;
          const s = useScenario.getState();
          if (v.startsWith('b:')) s.chooseBuiltIn(v.slice(2));
          else { const o = [...s.opened, ...shippedScenarios()].find((x) => x.name === v.slice(2)); if (o) s.chooseFile(o.name, o.file); }
          onChosen();
        }}>
          {BUILT_INS.map((b) => <option key={b.id} value={`b:${b.id}`}>{b.title}</option>)}
          {shippedScenarios().filter((m) => !opened.some((o) => o.name === m.name)).map((m) => <option key={m.name} value={`f:${m.name}`}>{m.file.title}</option>)}
          {opened.map((o) => <option key={o.name} value={`f:${o.name}`}>{o.file.title} ({o.name})</option>)}
        </select>
      </label>
      <button onClick={() => input.current?.click()}>Open…</button>
      <input ref={input} type="file" accept=".json,application/json" hidden data-testid="scenario-open"
        onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void openFile(f, onChosen, inMenu); }} />
      {refusal && <span className="problem" data-testid="scenario-refusal">{refusal}</span>}
    </span>
  );
}
