/**
 * The Lab's settings in the URL (issue 34 §5, ui/lab/lab-link.ts): every view's settings come back
 * from its link as they were; a link whose values do not hold is one line naming the problem, the
 * view opens with its default settings, and nothing throws.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioFile } from '../../../src/engine/setup/scenario-game';
import { jsonLinkText } from '../../../src/ui/jsonLink';
import { labLinkHash, MAX_LAB_LINK, readLabLink, VIEW_LINKS } from '../../../src/ui/lab/lab-link';
import { DEFAULT_CALIBRATE } from '../../../src/ui/lab/calibrate-settings';
import { DEFAULT_SWEEP } from '../../../src/ui/lab/sweep-settings';
import { DEFAULT_RUN, KIT_RULES } from '../../../src/ui/lab/settings';
import { useLab, type LabStore, type LabView } from '../../../src/ui/lab/store';

const rules = { variants: { figureCornerBlocks: true }, overrides: [{ path: 'weapons.shotgun.damage', value: 3 }] };

function changed(view: LabView): LabStore {
  const s = useLab.getState();
  return {
    ...s, view,
    run: { scenario: 'C', games: '12', seed: '7', squadAi: 'planner', budget: '3' }, rules,
    a: KIT_RULES, b: rules, compareSprt: true,
    ladderForm: { scenario: 'C-veteran', games: '5', seed: '9', budgets: '1,4', deny: ['brace', 'medkit'] }, ladderRules: rules,
    sweepForm: { ...DEFAULT_SWEEP, scenario: 'C', games: '6', seed: '11', squadAi: 'greedy', path: 'aliens.warrior.hp', values: '3,5,9' }, sweepRules: rules,
    calibrateForm: { ...DEFAULT_CALIBRATE, games: '30', path: 'aliens.warrior.hp', target: '0.35', range: '2..12', squadAi: 'random' }, calibrateRules: rules,
    firing: { attacks: '77', seed: '-3' }, firingRules: rules,
  };
}

describe('the Lab link', () => {
  it('gives every view its settings back as they were', () => {
    for (const view of Object.keys(VIEW_LINKS) as LabView[]) {
      const s = changed(view);
      const hash = labLinkHash(s);
      expect(hash.startsWith(`#lab&view=${view}&`)).toBe(true);
      const { settings, problem } = readLabLink(hash);
      expect(problem).toBeNull();
      for (const [key, value] of Object.entries(settings)) {
        if (key === 'compareEdited' || key === 'compareNote') continue;
        expect([key, value]).toEqual([key, s[key as keyof LabStore]]);
      }
      expect(labLinkHash({ ...useLab.getState(), ...settings })).toBe(hash);
    }
  });

  it('reads the calibrate view\'s keys as a person would write them', () => {
    const { settings } = readLabLink('#lab&view=calibrate&path=aliens.worker.hp&target=0.6&range=3..9&ai=greedy&o=weapons.shotgun.damage%3D3');
    expect(settings.calibrateForm).toEqual({ ...DEFAULT_CALIBRATE, squadAi: 'greedy', target: '0.6', range: '3..9' });
    expect(settings.calibrateRules).toEqual({ variants: {}, overrides: [{ path: 'weapons.shotgun.damage', value: 3 }] });
  });

  it('reads the sweep view\'s keys and compare\'s stop-when-decided switch as a person would write them', () => {
    const { settings } = readLabLink('#lab&view=sweep&path=aliens.worker.hp&values=2..4&games=8&v=figureCornerBlocks%3Don');
    expect(settings.sweepForm).toEqual({ ...DEFAULT_SWEEP, games: '8', values: '2..4' });
    expect(settings.sweepRules).toEqual({ variants: { figureCornerBlocks: true }, overrides: [] });
    expect(readLabLink('#lab&view=compare&sprt=on').settings.compareSprt).toBe(true);
    expect(readLabLink('#lab&view=compare').settings.compareSprt).toBe(false);
  });

  it('a bad value is one line and the view keeps its defaults', () => {
    const cases: [string, RegExp][] = [
      ['#lab&view=batch&games=lots', /^lab link: games must be a whole number from 1 to 1000000, got "lots"; the default settings are kept$/],
      ['#lab&view=calibrate&target=60%25', /^lab link: target "60%": expected a win rate as a fraction strictly between 0 and 1/],
      ['#lab&view=calibrate&path=aliens.nope', /^lab link: path: unknown ruleset path "aliens.nope"/],
      ['#lab&view=compare&bo=aliens.worker.hp%3D0', /^lab link: bo "aliens.worker.hp=0": aliens.worker.hp must be a whole number from 1 to 99/],
      ['#lab&view=ladder&budgets=4,2', /^lab link: budgets "4,2": budgets must rise/],
      ['#lab&view=ladder&deny=flying', /^lab link: deny "flying": unknown mechanic/],
      ['#lab&view=sweep&values=6,4', /^lab link: values "6,4": /],
      ['#lab&view=sweep&path=aliens.nope', /^lab link: path "aliens.nope": unknown ruleset path "aliens.nope"/],
      ['#lab&view=compare&sprt=yes', /^lab link: sprt "yes": expected on, or no sprt key for off; the default settings are kept$/],
      ['#lab&view=batch&scenario=Z', /^lab link: unknown scenario "Z"/],
      ['#lab&view=sideways', /^lab link: unknown view "sideways" \(known: batch, compare, ladder, sweep, calibrate, firing\); the default settings are kept$/],
      [`#lab&view=batch&seed=${'9'.repeat(MAX_LAB_LINK)}`, /^lab link: it is too long/],
    ];
    for (const [hash, line] of cases) {
      const { settings, problem } = readLabLink(hash);
      expect(problem).toMatch(line);
      expect(problem!.split('\n')).toHaveLength(1);
      const view = settings.view!;
      for (const [key, value] of Object.entries(VIEW_LINKS[view].defaults)) expect(settings[key as keyof LabStore]).toEqual(value);
    }
    expect(readLabLink('#lab&view=batch&games=lots').settings.run).toEqual(DEFAULT_RUN);
  });

  // Issue 36: a run on a scenario file carries the file (sf, base64url JSON as Play links do).
  const file = parseScenarioFile(JSON.parse(readFileSync('scenarios/long-hall.json', 'utf8')));

  it('a run on a scenario file carries the file, so the link reopens the same run on the same file', () => {
    for (const view of ['batch', 'compare', 'sweep', 'calibrate'] as const) {
      const base = useLab.getState();
      const s: LabStore = {
        ...base, view,
        run: { ...DEFAULT_RUN, games: '9', seed: '4', scenarioFile: file },
        sweepForm: { ...DEFAULT_SWEEP, scenarioFile: file }, calibrateForm: { ...DEFAULT_CALIBRATE, scenarioFile: file },
      };
      const hash = labLinkHash(s);
      const p = new URLSearchParams(hash.slice('#lab&'.length));
      expect(p.get('scenario')).toBe(`file:${file.id}`);
      expect(p.get('sf')).toBe(jsonLinkText(file));
      const { settings, problem } = readLabLink(hash);
      expect(problem).toBeNull();
      const form = view === 'sweep' ? settings.sweepForm : view === 'calibrate' ? settings.calibrateForm : settings.run;
      expect(form?.scenarioFile).toEqual(file);
      expect(labLinkHash({ ...base, ...settings })).toBe(hash);
    }
    expect(readLabLink(labLinkHash({ ...useLab.getState(), view: 'batch', run: { ...DEFAULT_RUN, games: '9', scenarioFile: file } })).settings.run)
      .toEqual({ ...DEFAULT_RUN, games: '9', scenarioFile: file });
  });

  it('a missing, damaged or refused scenario file is one line and the defaults stay', () => {
    const sf = (value: unknown) => encodeURIComponent(jsonLinkText(value));
    const cases: [string, RegExp][] = [
      [`#lab&view=batch&scenario=file:${file.id}&games=9`, /^lab link: scenario "file:long-hall" is a scenario file the link does not carry \(no sf\); the default settings are kept$/],
      ['#lab&view=batch&scenario=file:long-hall&sf=%25%25not-base64', /^lab link: its scenario file: its scenario file is damaged \(not base64url JSON\)/],
      [`#lab&view=batch&scenario=file:long-hall&sf=${sf({ ...file, soldiers: [] })}`, /^lab link: its scenario file: scenario: /],
      [`#lab&view=batch&scenario=file:other&sf=${sf(file)}`, /^lab link: it names scenario file "other" but the file it carries is "long-hall"/],
      [`#lab&view=sweep&scenario=A&sf=${sf(file)}`, /^lab link: it carries a scenario file \(sf\) but names no file:ID scenario/],
    ];
    for (const [hash, line] of cases) {
      const { settings, problem } = readLabLink(hash);
      expect(problem).toMatch(line);
      expect(problem!.split('\n')).toHaveLength(1);
      for (const [key, value] of Object.entries(VIEW_LINKS[settings.view!].defaults)) expect(settings[key as keyof LabStore]).toEqual(value);
    }
  });
});
