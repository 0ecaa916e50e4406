/**
 * `--jsonl` input read a line at a time (engine issue §3), never as one string: 140 MB of newlines
 * read whole ended in V8's "invalid size error" with a native stack trace, 600 MB in "Cannot create
 * a string longer than 0x1fffffe8 characters". A line is kept only up to MAX_QUERY_CHARS; the rest
 * of a longer one is skipped as it arrives and the line is answered as too long, so memory stays
 * bounded by the limit whatever comes in.
 */

/**
 * The longest query line, in characters. A query is a few hundred characters; the largest, an
 * alien-decision position with its own 26x26 board, a few kilobytes. A megabyte is the
 * position file's limit too (position-file.ts).
 */
export const MAX_QUERY_CHARS = 1024 * 1024;

export type InputLine =
  | { readonly kind: 'line'; readonly number: number; readonly text: string }
  | { readonly kind: 'too long'; readonly number: number };

/** What standard input gives: chunks as they come (process.stdin), or a whole text (tests). */
export type StdinSource = AsyncIterable<string | Uint8Array> | Iterable<string>;

/**
 * The non-blank lines of `source` with their 1-based line numbers; a line over `maxChars` comes
 * out as 'too long' (its text is never held). A last line without a newline counts.
 */
export async function* inputLines(source: StdinSource, maxChars = MAX_QUERY_CHARS): AsyncGenerator<InputLine> {
  const decoder = new TextDecoder();
  let number = 1;
  let held = '';
  let tooLong = false;
  const finish = (text: string): InputLine | null => {
    const line: InputLine | null = tooLong ? { kind: 'too long', number } : text.trim() === '' ? null : { kind: 'line', number, text };
    number++;
    held = '';
    tooLong = false;
    return line;
  };
  for await (const chunk of source) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let from = 0;
    for (;;) {
      const newline = text.indexOf('\n', from);
      if (newline === from && held === '' && !tooLong) { number++; from++; continue; } // an empty line, the common filler
      const end = newline === -1 ? text.length : newline;
      if (!tooLong) {
        if (held.length + end - from > maxChars) { tooLong = true; held = ''; } else held += text.slice(from, end);
      }
      if (newline === -1) break;
      const line = finish(held);
      if (line) yield line;
      from = newline + 1;
    }
  }
  const rest = decoder.decode();
  if (rest && !tooLong) held += rest;
  const last = finish(held);
  if (last) yield last;
}

/** The message for a line over the limit. */
export function tooLongProblem(maxChars = MAX_QUERY_CHARS): string {
  return `the line is over ${maxChars} characters (one JSON query a line; none is near that long)`;
}
