/**
 * Text from the input on its way to a terminal: control characters escaped. An ESC from a query
 * (`"from":"C3\u001b[2J"`) reached stderr raw inside "unknown square ..." and cleared the screen; a
 * carriage return overwrote the start of the line. Each is shown as JSON would write it (\r, \n,
 * \t, \u001b), so the line is one line and says what was sent.
 */

/**
 * C0 and C1 controls and DEL (\p{Cc}), the line and paragraph separators, and the bidirectional
 * overrides and isolates, which reorder what a terminal shows.
 */
const CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `text` with every control character written as an escape. */
export function printable(text: string): string {
  return text.replace(CONTROL, (ch) => NAMED[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
