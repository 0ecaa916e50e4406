/**
 * The study editor beside the chamber in Replay (issue 37 §2): add a chapter or an annotation at
 * the cursor (a note, an arrow or a highlighted square picked in the chamber, a sight ruling pinned
 * with its words), delete them, automatic chapters; open, save (with or without the record) and
 * share the study. Moving one is a drag on the timeline's study strip (StudyStrip).
 */
import { useState } from 'react';
import { useChamber } from '../../session/store';
import { annotationWords } from './annotationWords';
import { useStudy, type StudyTool } from './studyStore';
import { addAutomaticChapters, addChapterHere, addNoteHere } from './studyEdit';
import { openStudyFile, saveStudy, shareStudy } from './openStudy';

const TOOL_WORDS = { arrow: 'click the arrow\'s two squares', square: 'click the square', ruling: 'click the two squares of the sight line' } as const;

export default function StudyPanel() {
  const loaded = useChamber((s) => s.record !== null);
  const cursor = useChamber((s) => s.cursor);
  const seek = useChamber((s) => s.seek);
  const chapters = useStudy((s) => s.chapters);
  const annotations = useStudy((s) => s.annotations);
  const tool = useStudy((s) => s.tool);
  const pickTool = useStudy((s) => s.pickTool);
  const removeChapter = useStudy((s) => s.removeChapter);
  const removeAnnotation = useStudy((s) => s.removeAnnotation);
  const [text, setText] = useState('');
  if (!loaded) return null;
  const toggle = (t: StudyTool) => pickTool(tool?.kind === t.kind ? null : t);
  const here = annotations.map((a, i) => ({ a, i })).filter(({ a }) => a.step === cursor);
  return (
    <div className="study-panel" data-testid="study-panel">
      <div className="study-head"><b>Study</b> <span className="why-muted">notes beside the record, never in it</span></div>
      <div className="study-row">
        <input value={text} onChange={(e) => setText(e.target.value)} placeholder="title or note" data-testid="study-text" maxLength={500} />
        <button onClick={() => { addChapterHere(text); setText(''); }} data-testid="add-chapter" title="a chapter from this step to its round's end">+ chapter</button>
        <button onClick={() => { addNoteHere(text); setText(''); }} disabled={!text.trim()} data-testid="add-note">+ note</button>
      </div>
      <div className="study-row">
        <button className={tool?.kind === 'arrow' ? 'on' : ''} onClick={() => toggle({ kind: 'arrow', from: null })} data-testid="add-arrow">+ arrow</button>
        <button className={tool?.kind === 'square' ? 'on' : ''} onClick={() => toggle({ kind: 'square' })} data-testid="add-square">+ square</button>
        <button className={tool?.kind === 'ruling' ? 'on' : ''} onClick={() => toggle({ kind: 'ruling', from: null })} data-testid="add-ruling" title="pin a sight ruling (Inspect's words) between two squares">+ ruling</button>
        <button onClick={() => void import('../../inspect/session').then((m) => m.inspectWhatIsShown())} data-testid="inspect-step" title="open this step in Inspect: its ruling panel pins a ruling to the study here">Inspect this step</button>
        <button onClick={addAutomaticChapters} data-testid="auto-chapters" title="one chapter per round and the three biggest win-chance swings">auto chapters</button>
      </div>
      {tool && <div className="study-tool" data-testid="study-tool">{TOOL_WORDS[tool.kind]}{'from' in tool && tool.from ? ` (from ${tool.from})` : ''} at step {cursor} · <a onClick={() => pickTool(null)}>cancel</a></div>}
      <ul className="study-list" data-testid="study-chapters">
        {chapters.map((c, i) => (
          <li key={`${c.from}-${i}`} className={c.from <= cursor && cursor <= c.to ? 'here' : ''}>
            <a onClick={() => seek(c.from)}>{c.title}</a> <small>{c.from}–{c.to}</small>
            <button className="study-x" onClick={() => removeChapter(i)} title="delete the chapter">×</button>
          </li>
        ))}
      </ul>
      {here.length > 0 && (
        <ul className="study-list" data-testid="study-here">
          {here.map(({ a, i }) => (
            <li key={i}>{annotationWords(a)} <button className="study-x" onClick={() => removeAnnotation(i)} title="delete the annotation" data-testid="delete-annotation">×</button></li>
          ))}
        </ul>
      )}
      <div className="study-row">
        <label className="file">open study… <input type="file" accept=".json,application/json" data-testid="study-file"
          onChange={(e) => { const f = e.target.files?.[0]; if (f) void openStudyFile(f); e.target.value = ''; }} /></label>
        <button onClick={() => saveStudy(false)} data-testid="save-study">Save</button>
        <button onClick={() => saveStudy(true)} title="the study with the record inside, one file">Save with record</button>
        <button onClick={() => void shareStudy()} data-testid="share-study">Link</button>
      </div>
    </div>
  );
}
