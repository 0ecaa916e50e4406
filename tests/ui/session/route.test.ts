/**
 * The page's one reader of a URL's hash (ui/session/route.ts): every link the page writes goes to
 * its own mode's reader, a bare mode name opens that mode, and anything else is one line naming it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { routeOf } from '../../../src/ui/session/route';
import { MODES } from '../../../src/ui/session/store';
import { writeHash } from '../../../src/ui/session/url';
import { playLinkHash } from '../../../src/ui/session/playLink';
import { labLinkHash } from '../../../src/ui/lab/lab-link';
import { useLab } from '../../../src/ui/lab/store';
import { writeInspectHash } from '../../../src/ui/inspect/link';
import { defaultPosition, DEFAULT_VARIANTS } from '../../../src/ui/inspect/position';
import { writeScenarioHash } from '../../../src/ui/editor/link';
import { readFileSync } from 'node:fs';
import type { Square } from '../../../src/engine/state/types';

describe('routeOf', () => {
  it('sends every link the page writes to its own reader', () => {
    expect(routeOf(writeHash({ replay: 'scenario-a-win', record: null, step: 12 }))).toEqual({ kind: 'link', link: 'replay' });
    expect(routeOf(writeHash({ replay: null, record: 'abc', step: null }))).toEqual({ kind: 'link', link: 'replay' });
    expect(routeOf(playLinkHash({ scenario: 'C', seed: 7, overrides: {}, decisions: [], step: 0, hash: '0123456789abcdef' }))).toEqual({ kind: 'link', link: 'play' });
    expect(routeOf(labLinkHash({ ...useLab.getState(), view: 'ladder' }))).toEqual({ kind: 'link', link: 'lab' });
    const ruling = writeInspectHash({ position: defaultPosition(), a: 'C3' as Square, b: 'J8' as Square, facing: 'own', variants: DEFAULT_VARIANTS, map: 'off' });
    expect(routeOf(ruling)).toEqual({ kind: 'link', link: 'inspect' });
    const file = JSON.parse(readFileSync('scenarios/long-hall.json', 'utf8'));
    expect(routeOf(writeScenarioHash(file))).toEqual({ kind: 'link', link: 'scenario' });
  });

  it('opens a mode named bare, as typed', () => {
    for (const mode of MODES) {
      expect(routeOf(`#${mode}`)).toEqual({ kind: 'mode', mode });
      expect(routeOf(`#${mode.toUpperCase()}=`)).toEqual({ kind: 'mode', mode });
    }
    expect(routeOf('')).toEqual({ kind: 'none' });
    expect(routeOf('#')).toEqual({ kind: 'none' });
  });

  it('names a hash it does not read in one line, cut short when long', () => {
    const foo = routeOf('#foo');
    expect(foo).toEqual({ kind: 'unknown', problem: 'link: "#foo" is not a link this page reads (a mode: #autoplay, #play, #replay, #inspect, #lab, #editor; or a link the page wrote)' });
    expect(routeOf('#step=3').kind).toBe('unknown');
    expect(routeOf('#inspector').kind).toBe('unknown');
    expect(routeOf('#player&seed=1').kind).toBe('unknown');
    const long = routeOf(`#${'x'.repeat(5000)}`);
    expect(long.kind === 'unknown' && long.problem.length).toBeLessThan(200);
  });

  it('never throws, and an unknown hash is always one line (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => {
      const route = routeOf(`#${text}`);
      if (route.kind === 'unknown') expect(route.problem).not.toMatch(/\n/);
    }), { numRuns: 500 });
  });
});
