/**
 * The flags a page URL's query may carry, each read where it acts: `present` and `conceal`
 * (present/presentLink.ts, issue 37 §1), `plain` (scene/canvas/ChamberView.tsx: every frame drawn
 * in full) and `inspect` (main.tsx: the Stately inspector, dev server only). Any other key is named
 * in one line, as a hash the page does not read is (route.ts): a misspelt `?presnt` must not be
 * dropped in silence.
 */
export const PAGE_FLAGS = ['present', 'conceal', 'plain', 'inspect'] as const;

/** Longer keys are quoted cut short. */
const QUOTED = 24;

/** The one line naming the query's keys that are no page flag, or null when every key is one. */
export function strayFlagsProblem(search: string): string | null {
  const keys = [...new Set(new URLSearchParams(search.replace(/^\?/, '')).keys())].filter((k) => k !== '');
  const stray = keys.filter((k) => !(PAGE_FLAGS as readonly string[]).includes(k));
  if (!stray.length) return null;
  // Quoted as JSON strings: a line break or a control character in a key is written as its escape.
  const named = stray.map((k) => JSON.stringify(k.length > QUOTED ? `${k.slice(0, QUOTED)}…` : k)).join(', ');
  return `link: ${named} ${stray.length === 1 ? 'is not a flag' : 'are not flags'} this page reads (its flags: ${PAGE_FLAGS.map((f) => `?${f}`).join(', ')})`;
}
