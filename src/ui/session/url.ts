/**
 * The URL holds the record and the position: `#replay=<name>&step=42` reopens that moment of a
 * bundled record, `#record=<payload>&step=42` of any other (the record itself, replay/recordLink).
 */
export interface HashState {
  readonly replay: string | null;
  readonly record: string | null;
  readonly step: number | null;
}

export function readHash(hash: string): HashState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const step = params.get('step');
  const n = step === null ? NaN : Number(step);
  return { replay: params.get('replay'), record: params.get('record'), step: Number.isInteger(n) && n >= 0 ? n : null };
}

export function writeHash(h: HashState): string {
  const params = new URLSearchParams();
  if (h.replay) params.set('replay', h.replay);
  if (h.record) params.set('record', h.record);
  if (h.step !== null) params.set('step', String(h.step));
  const text = params.toString();
  return text ? `#${text}` : '';
}

/**
 * What a link's step says that the timeline cannot show as asked, or null: a step that is not a
 * number opens the start, one past the end opens the last step; the reader is told which.
 */
export function stepNotice(hash: string, last: number): string | null {
  const text = new URLSearchParams(hash.replace(/^#/, '')).get('step');
  if (text === null) return null;
  const { step } = readHash(hash);
  if (step === null) return `link: step "${text}" is not a step number; showing step 0`;
  if (step > last) return `link: step ${step} is past the end of this record; showing its last step, ${last}`;
  return null;
}

/** A Play link (`#play&...`, session/playLink.ts): a game played by hand, kept in the URL. */
export const isPlayLink = (hash: string): boolean => /^#?play(&|$)/.test(hash);

/** A Lab link (`#lab&view=...`, lab/lab-link.ts): the Lab's view and its settings, kept in the URL. */
export const isLabLink = (hash: string): boolean => /^#?lab(&|$)/.test(hash);

/** An Inspect link (`#inspect&pos=...`, inspect/link.ts): a ruling on a position. A bare `#inspect` is the mode (session/route.ts). */
export const isInspectLink = (hash: string): boolean => /^#?inspect(&|=.)/.test(hash);

/** A scenario link (`#scenario=...`, editor/link.ts): a scenario file for the editor. */
export const isScenarioLink = (hash: string): boolean => /^#?scenario=/.test(hash);
