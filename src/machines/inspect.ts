/**
 * Development helper: attach the Stately inspector (@statelyai/inspect) so the designer can watch
 * the charts run. Loaded on demand, so production bundles never include it.
 *
 * ```ts
 * const inspect = import.meta.env.DEV ? await attachInspector() : undefined;
 * const actor = createGameActor({ state, inspect });
 * ```
 */
export async function attachInspector(options: { url?: string } = {}) {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector(options.url ? { url: options.url } : {}).inspect;
}
