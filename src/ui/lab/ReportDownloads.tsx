/**
 * The three downloads of a Lab report (issue 34 §5): report.md, report.json and report.csv, as the
 * CLI's --report writes them (download.ts). `files` builds them when a button is pressed; `why`,
 * when set, says why there is nothing to download (a stopped run) and the buttons are off.
 */
import { useState } from 'react';
import { errorWords } from '../errorWords';
import { REPORT_FILE_NAMES, type ReportFiles } from '../../lab/report/report-files';
import { downloadReportFile } from './download';
import { useLab } from './store';

export function ReportDownloads({ files, why = null }: { readonly files: () => ReportFiles | Promise<ReportFiles>; readonly why?: string | null }) {
  const [making, setMaking] = useState(false);
  const showError = useLab((s) => s.showError);
  const save = async (name: (typeof REPORT_FILE_NAMES)[number]) => {
    setMaking(true);
    try {
      await downloadReportFile(name, files);
    } catch (err) {
      showError(`${name}: ${errorWords(err)}`);
    } finally {
      setMaking(false);
    }
  };
  return (
    <div className="lab-downloads" data-testid="lab-downloads" title={why ?? 'the files chamber ... --report DIR writes, for these settings'}>
      <span className="muted">Download</span>
      {REPORT_FILE_NAMES.map((name) => (
        <button key={name} disabled={why !== null || making} onClick={() => void save(name)} data-testid={`lab-download-${name.split('.')[1]}`}>{name}</button>
      ))}
      {why && <span className="muted">({why})</span>}
    </div>
  );
}
