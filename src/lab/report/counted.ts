/**
 * A count with its noun, singular for one: "1 game", "40 games". The lab's texts are read at every
 * size, and short runs and rare events give ones ("1 wins", "with 1 kills" read badly); one helper
 * for every report and command line of the lab and the CLI, and the page's texts.
 */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
