/**
 * The missions shipped in /scenarios (issue 36 §3), offered by the picker beside the built-ins:
 * each a few kilobytes, bundled as text and read through the same checks as a file opened.
 * scenario-a.json is left out: it is the built-in Scenario A, hash for hash.
 */
import type { ScenarioFile } from '../../engine/setup/scenario-file';
import { readScenarioText } from './choice';

const texts = import.meta.glob('/scenarios/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export interface ShippedScenario {
  readonly name: string;
  readonly file: ScenarioFile;
}

let list: ShippedScenario[] | null = null;

/** The shipped missions, by file name; one that fails its checks is left out (its test names it). */
export function shippedScenarios(): ShippedScenario[] {
  list ??= Object.entries(texts).flatMap(([path, text]) => {
    const name = path.replace(/^.*\//, '');
    if (name === 'scenario-a.json') return [];
    try {
      return [{ name, file: readScenarioText(name, text) }];
    } catch {
      return [];
    }
  }).sort((a, b) => a.name.localeCompare(b.name));
  return list;
}
