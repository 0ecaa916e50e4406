/**
 * The Lab's settings in the URL (issue 34 §5), so a run can be shared and reopened: the view and
 * that view's settings as typed, e.g.
 *
 *   #lab&view=calibrate&scenario=A&games=40&seed=1&ai=greedy&path=aliens.worker.hp&target=0.5&range=1..20&o=shotgun.damage=2
 *
 * Rules are repeated keys: `v` a variant (NAME=on|off), `o` an override (PATH=VALUE); a comparison's
 * sides put `a` or `b` in front (`av`, `bo`), and `sprt=on` is its "stop when decided" switch. A run on
 * a scenario file (issue 36: picked, dropped, or the editor's "Lab it") names it `scenario=file:ID`
 * and carries it whole in `sf` (base64url JSON, as Play links do, ui/jsonLink.ts), read back with the
 * scenario checks (kit 0.2 §2, docs/scenarios.md). Each view reads and writes its own keys (VIEW_LINKS:
 * a new view adds its entry). A link is read as the form would be: checked by the same parsers as
 * the Run button (so as the CLI checks its flags); a bad one is one line naming the problem and
 * that view keeps its default settings.
 */
import { parseMechanics } from '../../ai/denial';
import { parseScenarioFile } from '../../engine/setup/scenario-game';
import { MAX_SCENARIO_BYTES, type ScenarioFile } from '../../engine/setup/scenario-file';
import { overrideTexts, parseOverrides } from '../../engine/rule-changes/overrides';
import { parseVariants } from '../../engine/rule-changes/variants';
import { LAB_SCENARIOS, type LabScenario } from '../../lab/run-spec';
import { errorWords } from '../errorWords';
import { jsonLinkText, jsonOfLinkText } from '../jsonLink';
import { isLabLink } from '../session/url';
import { calibrationOfForm, DEFAULT_CALIBRATE } from './calibrate-settings';
import { DEFAULT_SWEEP, sweepOfForm } from './sweep-settings';
import {
  DEFAULT_FIRING, DEFAULT_LADDER, DEFAULT_RUN, KIT_RULES, ladderOfForm, rulesOf, specOf, variantTexts, wholeNumber, type RulesForm, type RunForm,
} from './settings';
import type { LabStore, LabView } from './store';

export { isLabLink };

/** Longer hashes are not read: the settings of any view and the largest scenario file (base64url) fit. */
export const MAX_LAB_LINK = 8_000 + Math.ceil((MAX_SCENARIO_BYTES * 4) / 3);

type Settings = Partial<LabStore>;

interface ViewLink {
  /** The view's settings as keys (as typed). */
  write(s: LabStore, p: URLSearchParams): void;
  /** The view's settings from the keys, on top of its defaults; throws one line when they do not hold. */
  read(p: URLSearchParams): Settings;
  /** Its settings as the store starts them, kept when a link's do not hold. */
  readonly defaults: Settings;
}

const text = (p: URLSearchParams, key: string, fallback: string) => p.get(key) ?? fallback;

function scenarioOf(p: URLSearchParams, fallback: LabScenario): LabScenario {
  const s = p.get('scenario');
  if (s === null) return fallback;
  if (!(LAB_SCENARIOS as readonly string[]).includes(s)) throw new Error(`unknown scenario "${s.slice(0, 24)}" (known: ${LAB_SCENARIOS.join(', ')})`);
  return s as LabScenario;
}

function writeRun(r: RunForm, p: URLSearchParams): void {
  p.set('scenario', r.scenarioFile ? `file:${r.scenarioFile.id}` : r.scenario);
  if (r.scenarioFile) p.set('sf', jsonLinkText(r.scenarioFile));
  p.set('games', r.games); p.set('seed', r.seed); p.set('ai', r.squadAi);
  if (r.squadAi === 'planner') p.set('budget', r.budget);
}

/** The run's scenario file, when the link names one (`scenario=file:ID`) and carries it (`sf`), checked as a file opened. */
function scenarioFileOf(p: URLSearchParams): ScenarioFile | undefined {
  const named = p.get('scenario');
  const sf = p.get('sf');
  const id = named?.startsWith('file:') ? named.slice('file:'.length) : null;
  if (sf === null) {
    if (id !== null) throw new Error(`scenario "${named!.slice(0, 40)}" is a scenario file the link does not carry (no sf)`);
    return undefined;
  }
  if (id === null) throw new Error('it carries a scenario file (sf) but names no file:ID scenario');
  let file: ScenarioFile;
  try {
    file = parseScenarioFile(jsonOfLinkText(sf, 'scenario file'));
  } catch (err) {
    throw new Error(`its scenario file: ${errorWords(err)}`);
  }
  if (file.id !== id) throw new Error(`it names scenario file "${id.slice(0, 40)}" but the file it carries is "${file.id}"`);
  return file;
}

function readRun(p: URLSearchParams, d: RunForm): RunForm {
  const scenarioFile = scenarioFileOf(p);
  const common = { games: text(p, 'games', d.games), seed: text(p, 'seed', d.seed), squadAi: text(p, 'ai', d.squadAi), budget: text(p, 'budget', d.budget) };
  return scenarioFile ? { scenario: d.scenario, ...common, scenarioFile } : { scenario: scenarioOf(p, d.scenario), ...common };
}

function writeRules(r: RulesForm, p: URLSearchParams, prefix = ''): void {
  for (const v of variantTexts(r.variants)) p.append(`${prefix}v`, v);
  for (const o of overrideTexts(r.overrides)) p.append(`${prefix}o`, o);
}

/** A side's rules, checked as the form's (settings.rulesOf). */
function readRules(p: URLSearchParams, prefix = ''): RulesForm {
  const rules = { variants: parseVariants(p.getAll(`${prefix}v`), `${prefix}v`), overrides: parseOverrides(p.getAll(`${prefix}o`), `${prefix}o`) };
  rulesOf(rules);
  return rules;
}

/** Compare's "stop when decided" switch (chamber compare --sprt): `sprt=on`, or no key when off. */
function readSwitch(p: URLSearchParams, key: string): boolean {
  const on = p.get(key);
  if (on !== null && on !== 'on') throw new Error(`${key} "${on.slice(0, 24)}": expected on, or no ${key} key for off`);
  return on === 'on';
}

/** Each view's keys. */
export const VIEW_LINKS: Readonly<Record<LabView, ViewLink>> = {
  batch: {
    write: (s, p) => { writeRun(s.run, p); writeRules(s.rules, p); },
    read: (p) => { const run = readRun(p, DEFAULT_RUN); const rules = readRules(p); specOf(run, rules); return { run, rules }; },
    defaults: { run: DEFAULT_RUN, rules: KIT_RULES },
  },
  compare: {
    write: (s, p) => { writeRun(s.run, p); if (s.compareSprt) p.set('sprt', 'on'); writeRules(s.a, p, 'a'); writeRules(s.b, p, 'b'); },
    read: (p) => {
      const run = readRun(p, DEFAULT_RUN);
      const compareSprt = readSwitch(p, 'sprt');
      const a = readRules(p, 'a');
      const b = readRules(p, 'b');
      specOf(run, a);
      // The link's rules stay: a batch's report no longer sets them (as when the person edits them).
      return { run, compareSprt, a, b, compareEdited: true, compareNote: null };
    },
    defaults: { run: DEFAULT_RUN, compareSprt: false },
  },
  ladder: {
    write: (s, p) => {
      const f = s.ladderForm;
      p.set('scenario', f.scenario); p.set('games', f.games); p.set('seed', f.seed); p.set('budgets', f.budgets);
      for (const m of f.deny) p.append('deny', m);
      writeRules(s.ladderRules, p);
    },
    read: (p) => {
      const d = DEFAULT_LADDER;
      // deny=MECHANIC, repeatable as chamber ladder --deny is, read by the CLI's parseMechanics.
      const deny = parseMechanics(p.getAll('deny'), 'deny');
      const ladderForm = { scenario: scenarioOf(p, d.scenario), games: text(p, 'games', d.games), seed: text(p, 'seed', d.seed), budgets: text(p, 'budgets', d.budgets), deny };
      const ladderRules = readRules(p);
      ladderOfForm(ladderForm, ladderRules);
      return { ladderForm, ladderRules };
    },
    defaults: { ladderForm: DEFAULT_LADDER, ladderRules: KIT_RULES },
  },
  sweep: {
    write: (s, p) => {
      const f = s.sweepForm;
      writeRun(f, p); p.set('path', f.path); p.set('values', f.values);
      writeRules(s.sweepRules, p);
    },
    read: (p) => {
      const d = DEFAULT_SWEEP;
      const sweepForm = { ...readRun(p, d), path: text(p, 'path', d.path), values: text(p, 'values', d.values) };
      const sweepRules = readRules(p);
      sweepOfForm(sweepForm, sweepRules);
      return { sweepForm, sweepRules };
    },
    defaults: { sweepForm: DEFAULT_SWEEP, sweepRules: KIT_RULES },
  },
  calibrate: {
    write: (s, p) => {
      const f = s.calibrateForm;
      writeRun(f, p); p.set('path', f.path); p.set('target', f.target); p.set('range', f.range);
      writeRules(s.calibrateRules, p);
    },
    read: (p) => {
      const d = DEFAULT_CALIBRATE;
      const calibrateForm = { ...readRun(p, d), path: text(p, 'path', d.path), target: text(p, 'target', d.target), range: text(p, 'range', d.range) };
      const calibrateRules = readRules(p);
      calibrationOfForm(calibrateForm, calibrateRules);
      return { calibrateForm, calibrateRules };
    },
    defaults: { calibrateForm: DEFAULT_CALIBRATE, calibrateRules: KIT_RULES },
  },
  firing: {
    write: (s, p) => { p.set('attacks', s.firing.attacks); p.set('seed', s.firing.seed); writeRules(s.firingRules, p); },
    read: (p) => {
      const firing = { attacks: text(p, 'attacks', DEFAULT_FIRING.attacks), seed: text(p, 'seed', DEFAULT_FIRING.seed) };
      wholeNumber('attacks', firing.attacks, 1, 100_000);
      wholeNumber('seed', firing.seed, -2147483648, 4294967295);
      return { firing, firingRules: readRules(p) };
    },
    defaults: { firing: DEFAULT_FIRING, firingRules: KIT_RULES },
  },
};

/** The URL hash of the Lab's view and its settings. */
export function labLinkHash(s: LabStore): string {
  const p = new URLSearchParams();
  p.set('view', s.view);
  VIEW_LINKS[s.view].write(s, p);
  return `#lab&${p.toString()}`;
}

/**
 * The view and settings a `#lab&...` hash holds, and the one line saying what did not hold (null
 * when all did). A view that does not hold keeps its default settings (the rest of the store is
 * left as it is); an unknown view opens Batch.
 */
export function readLabLink(hash: string): { settings: Settings; problem: string | null } {
  const raw = hash.replace(/^#/, '');
  if (raw.length > MAX_LAB_LINK) return { settings: { view: 'batch', ...VIEW_LINKS.batch.defaults }, problem: `lab link: it is too long (${raw.length} characters; at most ${MAX_LAB_LINK}); the default settings are kept` };
  const p = new URLSearchParams(raw);
  const view = p.get('view') ?? 'batch';
  if (!(view in VIEW_LINKS)) return { settings: { view: 'batch', ...VIEW_LINKS.batch.defaults }, problem: `lab link: unknown view "${view.slice(0, 24)}" (known: ${Object.keys(VIEW_LINKS).join(', ')}); the default settings are kept` };
  const v = view as LabView;
  try {
    return { settings: { view: v, ...VIEW_LINKS[v].read(p) }, problem: null };
  } catch (err) {
    return { settings: { view: v, ...VIEW_LINKS[v].defaults }, problem: `lab link: ${errorWords(err)}; the default settings are kept` };
  }
}
