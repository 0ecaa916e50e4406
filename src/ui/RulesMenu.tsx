/**
 * The live game's lifecycle (issue 20): the kit's order of play, or a peer lifecycle as a variant
 * (docs/variants.md AA, RF), picked on Autoplay's and Play's line. A change starts a new game of
 * the mode under the new rules (a game's rules never change in its middle); its record carries
 * them. The kit's sight and overwatch readings (S3, O2) are switched in Inspect and the Lab.
 */
import { LIFECYCLE_VARIANTS } from '../engine/ruleset/ruleset';
import type { LifecycleVariant, Variants } from '../engine/state/types';
import { startGame } from './live/playback';
import { chamber, useChamber } from './session/store';

const CHOICES: readonly { readonly label: string; readonly title: string; readonly on: readonly LifecycleVariant[] }[] = [
  { label: 'kit 0.2', title: 'kit 05 §1: every soldier, then every alien', on: [] },
  { label: 'AA', title: 'alternating activations (Kill Team 2024), with Counteract', on: ['alternatingActivations'] },
  { label: 'RF', title: 'reaction fire (Disrupter 0.2.5 Rule 15)', on: ['reactionFire'] },
  { label: 'AA + RF', title: 'both', on: ['alternatingActivations', 'reactionFire'] },
];

const choiceOf = (variants: Partial<Variants>) => CHOICES.findIndex((c) => LIFECYCLE_VARIANTS.every((v) => (variants[v] ?? false) === c.on.includes(v)));

export function RulesMenu() {
  const variants = useChamber((s) => s.variants);
  const pick = (index: number) => {
    const s = useChamber.getState();
    const next: Record<string, boolean> = { ...s.variants };
    for (const v of LIFECYCLE_VARIANTS) delete next[v];
    for (const v of CHOICES[index].on) next[v] = true;
    chamber.chooseVariants(next as Partial<Variants>);
    if (s.mode === 'autoplay' || s.mode === 'play') startGame(s.mode, s.seed);
  };
  return (
    <label title="the order of play this game follows (docs/variants.md): kit 0.2; AA alternating activations (Kill Team); RF reaction fire (Disrupter); a change starts a new game">rules
      <select value={choiceOf(variants)} onChange={(e) => pick(Number(e.target.value))} data-testid="rules">
        {CHOICES.map((c, i) => <option key={c.label} value={i} title={c.title}>{c.label}</option>)}
      </select>
    </label>
  );
}
