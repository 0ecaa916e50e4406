/** The bundled records by name: replays/index.json lists their titles and is itself no record. */
import { describe, expect, it } from 'vitest';
import { bundledNames, bundledText } from '../../../src/ui/replay/bundled';

describe('bundled records', () => {
  it('#replay=index is an unknown record, named as any other, not index.json read as one', async () => {
    expect(bundledNames()).not.toContain('index');
    await expect(bundledText('index')).rejects.toThrow(/^record: no bundled replay named "index" \(known: .*scenario-a-win/);
    expect(JSON.parse(await bundledText('scenario-a-win')).format).toBe('star-chamber-record');
  });
});
