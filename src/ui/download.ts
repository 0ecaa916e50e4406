/** Saves files from the page: the game so far as a record, the playtest sheet as CSV. */
import { chamber, liveGameName, useChamber } from './session/store';
import { errorWords } from './errorWords';

export function saveText(name: string, text: string, type: string): void {
  const blob = new Blob([text], { type });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

export async function downloadRecord(): Promise<void> {
  const s = useChamber.getState();
  try {
    const { liveGameRecord } = await import('./replay/liveRecord');
    const record = liveGameRecord();
    saveText(`${liveGameName()}-step${s.entries.length - 1}.json`, JSON.stringify(record, null, 1), 'application/json');
  } catch (err) {
    chamber.showError(`save: ${errorWords(err)}`);
  }
}

/** The kit's playtest record sheet (section 06) as CSV, from the replay module's sheet. */
export async function downloadSheet(): Promise<void> {
  const s = useChamber.getState();
  try {
    const [{ liveGameRecord }, { sheetFromRecord }, { sheetCsv }] = await Promise.all([
      import('./replay/liveRecord'), import('../replay/sheet'), import('../replay/sheet-format'),
    ]);
    const record = s.mode === 'replay' && s.record ? s.record : liveGameRecord();
    saveText(`${fileStem()}-sheet.csv`, sheetCsv(sheetFromRecord(record)), 'text/csv');
  } catch (err) {
    chamber.showError(`sheet: ${errorWords(err)}`);
  }
}

/** The record open in Replay as a file: a record that came in a link can be kept as one. */
export function saveOpenRecord(): void {
  const s = useChamber.getState();
  if (s.mode === 'replay' && s.record) saveText(`${fileStem()}.json`, JSON.stringify(s.record, null, 1), 'application/json');
}

/** A file name for what is open: the record's name without its origin and extension, or the live game's seed. */
function fileStem(): string {
  const s = useChamber.getState();
  return (s.recordName ?? liveGameName()).replace(/^(file|link):/, '').replace(/\.json$/, '');
}
