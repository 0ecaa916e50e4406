/**
 * The worker bundle is built once and reused by later processes while its inputs are unchanged
 * (issue 33 §6: no esbuild run before each batch's first game); a changed or missing input, or a
 * torn manifest, builds it again.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildBundle, reusableBundle } from '../../src/lab/worker-bundle';

describe('the worker bundle\'s manifest', () => {
  it('names the bundle and every input; unchanged inputs reuse it, a changed one does not', () => {
    const manifest = join(mkdtempSync(join(tmpdir(), 'chamber-bundle-')), 'm.json');
    expect(reusableBundle(manifest)).toBeNull();
    const bundle = buildBundle(manifest);
    expect(existsSync(bundle)).toBe(true);
    const m = JSON.parse(readFileSync(manifest, 'utf8')) as { bundle: string; inputs: Record<string, [number, number]> };
    expect(m.bundle).toBe(bundle);
    const inputs = Object.keys(m.inputs);
    expect(inputs.some((f) => f.endsWith('src/lab/worker.ts'))).toBe(true);
    expect(inputs.some((f) => f.endsWith('src/engine/ruleset/ruleset.ts'))).toBe(true);
    expect(reusableBundle(manifest)).toBe(bundle);
    // An input edited since (another size or time): built again.
    const edited = { ...m, inputs: { ...m.inputs, [inputs[0]]: [m.inputs[inputs[0]][0] + 1, m.inputs[inputs[0]][1]] } };
    writeFileSync(manifest, JSON.stringify(edited));
    expect(reusableBundle(manifest)).toBeNull();
    writeFileSync(manifest, JSON.stringify({ ...m, inputs: { ...m.inputs, '/no/such/input.ts': [1, 1] } }));
    expect(reusableBundle(manifest)).toBeNull();
    writeFileSync(manifest, '{"bundle":');
    expect(reusableBundle(manifest)).toBeNull();
  });
});
