/**
 * Text from the input on its way to a terminal: control characters escaped. An ESC from a query
 * (`"from":"C3\u001b[2J"`) reached stderr raw inside "unknown square ..." and cleared the screen; a
 * carriage return overwrote the start of the line. Each is shown as JSON would write it (\r, \n,
 * \t, \u001b), so the line is one line and says what was sent.
 */
import { CONTROL_CHARACTERS } from '../replay/plain-text';

/** The characters plain text has none of (replay/plain-text.ts), every one of them. */
const CONTROL = new RegExp(CONTROL_CHARACTERS.source, 'gu');

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `text` with every control character written as an escape. */
export function printable(text: string): string {
  return text.replace(CONTROL, (ch) => NAMED[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
