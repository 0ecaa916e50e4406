/**
 * `chamber replay sheet FILE [--csv | --json]`: the kit's PLAYTEST RECORD (kit 06) filled from a
 * game record (issue 3 §3).
 */
import { defineCommand, oneRecordFile } from '../command';
import { UsageError } from '../errors';
import { flag } from '../options';
import { readRecordFile } from '../../replay/node-file';
import { sheetFromRecord } from '../../replay/sheet';
import { sheetCsv, sheetText } from '../../replay/sheet-format';

export const replaySheet = defineCommand({
  name: 'replay sheet',
  summary: 'the kit 06 playtest record sheet filled from a game record',
  usage: 'chamber replay sheet FILE [--csv | --json]',
  options: {
    csv: flag('print the sheet as CSV blocks'),
    json: flag('print the sheet as one JSON object'),
  },
  run(positionals, values, io) {
    if (values.csv && values.json) throw new UsageError('choose one of --csv and --json');
    const sheet = sheetFromRecord(readRecordFile(oneRecordFile(positionals, 'chamber replay sheet FILE [--csv | --json]')));
    io.stdout(values.csv ? sheetCsv(sheet) : values.json ? JSON.stringify(sheet) + '\n' : sheetText(sheet));
    return 0;
  },
});
