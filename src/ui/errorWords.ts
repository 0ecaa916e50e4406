/**
 * The words of anything thrown, for the page's error line: an Error's message (the engine's
 * reasons are Errors), anything else as text, so a thrown string never shows as "undefined".
 */
export function errorWords(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
