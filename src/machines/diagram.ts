/**
 * The game chart as a Mermaid state diagram, generated from the machine definition itself (the
 * README shows it; tests/machines/diagram.test.ts fails when the committed one differs from the
 * machine). Nested states are drawn nested, as kit 05 §1 nests them: round > squad phase >
 * activation, round > alien phase > overwatch.
 *
 * Mermaid cannot draw a transition between states inside two different composite states, so such
 * a transition is drawn between the outermost states that hold its ends, below their common
 * parent, and labelled with where it lands ("needs activation → activation.awaitingDecision").
 * Transitions without a target (a decision applied while the state still waits; an engine step
 * run again) are drawn as loops on their state.
 */
import type { AnyStateMachine } from 'xstate';

/** The parts of an XState state node this reads (StateNode's public fields). */
interface Node {
  readonly key: string;
  readonly path: readonly string[];
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly parent?: Node;
  readonly states: Record<string, Node>;
  readonly initial?: { readonly target: readonly Node[] };
  readonly always?: readonly Transition[];
  readonly transitions: Map<string, readonly Transition[]>;
}

interface Transition {
  readonly target?: readonly Node[];
  readonly guard?: unknown;
}

/** Words for a guard as the charts name it (setup.ts guards). */
function guardWords(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  const { type, params } = guard as { type: string; params?: Record<string, unknown> };
  // A decision that leads where the game needs x draws as the eventless "needs x" beside it (routes.ts).
  if (type === 'waitsFor' || type === 'leadsTo') return `needs ${(params?.needs as string[]).join(' or ')}`;
  if (type === 'over' || type === 'endsIn') return String(params?.outcome);
  if (type === 'autoStep') return 'autoStep';
  return type;
}

function eventWords(event: string): string {
  return event.startsWith('xstate.done.state.') ? 'done' : event;
}

/** The chain of ancestors from the root down to `n`, `n` included. */
function lineage(n: Node): Node[] {
  const out: Node[] = [];
  for (let p: Node | undefined = n; p; p = p.parent) out.unshift(p);
  return out;
}

/** The two states to draw an edge between, below the deepest common parent of `from` and `to`. */
function lifted(from: Node, to: Node): { from: Node; to: Node } {
  const a = lineage(from);
  const b = lineage(to);
  let i = 0;
  while (i < a.length - 1 && i < b.length - 1 && a[i + 1] === b[i + 1]) i++;
  return { from: a[i + 1] ?? from, to: b[i + 1] ?? to };
}

const id = (n: Node) => (n.path.length ? n.key : 'game');

/**
 * An edge's words. Routes read off the table (routes.ts) land where the table says, so an edge of
 * routes only names the needs that take it ("needs chooseSoldier, activation or reroll"); the
 * table itself says where inside the target each is shown.
 */
function edgeWords(labels: readonly string[]): string {
  const needs = labels.map((l) => /^needs (.+?)( → .*)?$/.exec(l)?.[1]);
  if (needs.every((n) => n !== undefined)) {
    const all = needs.flatMap((n) => n!.split(' or '));
    return `needs ${all.length > 1 ? `${all.slice(0, -1).join(', ')} or ${all.at(-1)}` : all[0]}`;
  }
  return labels.join(labels.length > 2 ? '<br/>' : ', ');
}

/** The Mermaid `stateDiagram-v2` text of a machine. */
export function chartDiagram(machine: AnyStateMachine): string {
  const root = machine.root as unknown as Node;
  const seen = new Set<string>();
  const edges = new Map<string, { from: Node; to: Node; labels: string[] }>();
  const anywhere: string[] = [];
  const addEdge = (source: Node, target: Node | undefined, label: string) => {
    if (!source.parent && target) { anywhere.push(`${label} → ${id(target)}`); return; }
    const to = target ?? source;
    const ends = target ? lifted(source, to) : { from: source, to: source };
    const left = ends.from === source ? '' : `${source.path.slice(ends.from.path.length).join('.')} `;
    const landed = ends.to === to ? '' : ` → ${to.path.slice(ends.to.path.length).join('.')}`;
    const key = `${id(ends.from)}>${id(ends.to)}`;
    const edge = edges.get(key) ?? { ...ends, labels: [] };
    const text = `${left}${label}${landed}`;
    if (!edge.labels.includes(text)) edge.labels.push(text);
    edges.set(key, edge);
  };
  const collect = (n: Node) => {
    if (n.path.length) {
      if (seen.has(n.key)) throw new Error(`chartDiagram: two states are named "${n.key}"; Mermaid needs unique names`);
      seen.add(n.key);
    }
    for (const t of n.always ?? []) addEdge(n, t.target?.[0], guardWords(t.guard) || 'always');
    for (const [event, ts] of n.transitions) {
      for (const t of ts) {
        // A loop's guard only repeats what the state waits for (engineStep: 'step.next' when it is due).
        const guard = t.target ? guardWords(t.guard) : '';
        // A decision's route (routes.ts leadsTo) is the route the engine's answer takes: one edge
        // with its eventless twin, labelled by what the engine waits for.
        const type = (t.guard as { type?: string } | undefined)?.type;
        if (type === 'leadsTo' || type === 'endsIn') addEdge(n, t.target?.[0], guard);
        else addEdge(n, t.target?.[0], guard ? `${eventWords(event)} [${guard}]` : eventWords(event));
      }
    }
    for (const child of Object.values(n.states)) collect(child);
  };
  collect(root);

  const lines = ['stateDiagram-v2'];
  const draw = (n: Node, depth: number) => {
    const pad = '  '.repeat(depth);
    const children = Object.values(n.states);
    if (n.initial?.target[0]) lines.push(`${pad}[*] --> ${id(n.initial.target[0])}`);
    for (const c of children) {
      if (Object.keys(c.states).length) {
        lines.push(`${pad}state ${id(c)} {`);
        draw(c, depth + 1);
        lines.push(`${pad}}`);
      }
    }
    for (const e of edges.values()) {
      if (e.from.parent !== n) continue;
      lines.push(`${pad}${id(e.from)} --> ${id(e.to)} : ${edgeWords(e.labels)}`);
    }
    for (const c of children) if (c.type === 'final') lines.push(`${pad}${id(c)} --> [*]`);
  };
  draw(root, 1);
  // Transitions of the whole game (from any state): Mermaid has no "any state", so a note says so.
  for (const a of anywhere) lines.push(`  note right of ${a.split(' → ')[1]} : ${a.split(' → ')[0]}, from any state`);
  return lines.join('\n') + '\n';
}
