/**
 * Rates as the lab writes them, in the CLI's text, report.md and the Lab page alike: a win rate as
 * "76.0%", a paired step as "+18.0" points. One owner, so that a figure reads the same everywhere.
 */

export const pct = (x: number, digits = 1) => `${(100 * x).toFixed(digits)}%`;

/** "+3.2" / "-1.0" percentage points. */
export const points = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
