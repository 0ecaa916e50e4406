/**
 * `chamber los` (RULINGS S1-S5, S8): exact text and JSON formats, and one-line errors.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main';
import type { CommandIo } from '../../../src/cli/command';

function fakeIo(stdin = ''): CommandIo & { out: () => string; err: () => string } {
  let text = '';
  let errors = '';
  return { stdout: (t) => { text += t; }, stderr: (t) => { errors += t; }, readStdin: async () => stdin, out: () => text, err: () => errors };
}

async function run(args: string[], stdin = ''): Promise<{ code: number; out: string; err?: string }> {
  const io = fakeIo(stdin);
  const code = await main(['los', ...args], io);
  return { code, out: io.out(), ...(io.err() ? { err: io.err() } : {}) };
}

describe('chamber los --json', () => {
  it('prints exactly {"clear","blockers":[{"square","contact"}]} sorted by column then row', async () => {
    expect(await run(['C3', 'J8', '--json'])).toEqual({
      code: 0, out: '{"clear":false,"blockers":[{"square":"F5","contact":"interior"},{"square":"F6","contact":"corner"}]}\n',
    });
  });

  it('clear lines have an empty blockers list', async () => {
    expect((await run(['E4', 'G4', '--open', 'F4', '--json'])).out).toBe('{"clear":true,"blockers":[]}\n');
  });

  it('S8: E3 -> G5 through open F4 is blocked by two wall corners', async () => {
    expect((await run(['E3', 'G5', '--open', 'F4', '--json'])).out)
      .toBe('{"clear":false,"blockers":[{"square":"F3","contact":"corner"},{"square":"F5","contact":"corner"}]}\n');
  });

  it('--figures block on interior crossings; --variant figureCornerBlocks adds corner touches', async () => {
    expect((await run(['C3', 'E5', '--figures', 'D3,D4', '--json'])).out)
      .toBe('{"clear":false,"blockers":[{"square":"D4","contact":"interior"}]}\n');
    expect((await run(['C3', 'E5', '--figures', 'D3', '--json'])).out).toBe('{"clear":true,"blockers":[]}\n');
    expect((await run(['C3', 'E5', '--figures', 'D3', '--variant', 'figureCornerBlocks', '--json'])).out)
      .toBe('{"clear":false,"blockers":[{"square":"D3","contact":"corner"}]}\n');
    expect((await run(['C3', 'E5', '--figures', 'D3', '--variant', 'shotgunOverwatchPointBlank,figureCornerBlocks', '--json'])).out)
      .toBe('{"clear":false,"blockers":[{"square":"D3","contact":"corner"}]}\n');
  });

  it('figures on the endpoints are ignored; wall endpoints are allowed', async () => {
    expect((await run(['C3', 'E5', '--figures', 'C3,E5', '--json'])).out).toBe('{"clear":true,"blockers":[]}\n');
    expect((await run(['F3', 'C3', '--json'])).out).toBe('{"clear":true,"blockers":[]}\n');
  });
});

describe('chamber los (text)', () => {
  it('names each blocker and its contact', async () => {
    expect(await run(['C3', 'J8'])).toEqual({
      code: 0,
      out: 'C3 -> J8: blocked\nF5 wall, interior crossing\nF6 wall, corner touch at (F5/G5/F6/G6 corner point)\n',
    });
  });

  it('says clear', async () => {
    expect((await run(['c3', 'e3'])).out).toBe('C3 -> E3: clear\n');
  });
});

describe('chamber los errors (one line, exit 2 from main\'s caller)', () => {
  it.each([
    [['M3', 'C3'], 'unknown square "M3" (squares are A1..L10)'],
    [['C3', 'A11'], 'unknown square "A11" (squares are A1..L10)'],
    [['ZZ', 'C3'], 'unknown square "ZZ" (squares are A1..L10)'],
    [['C3', 'E5', '--open', 'F5'], '--open: F5 is not a door'],
    [['C3', 'E5', '--figures', 'Q9'], 'unknown square "Q9" (squares are A1..L10)'],
    [['C3', 'E5', '--variant', 'figureCornerBlock'], 'unknown variant "figureCornerBlock" (known: figureCornerBlocks, shotgunOverwatchPointBlank)'],
    [['C3'], 'los needs two squares'],
  ])('%j -> %s', async (args, message) => {
    await expect(run(args)).rejects.toThrow(message);
  });

  it('an unknown flag is an error', async () => {
    await expect(run(['C3', 'E5', '--facing-arc', 'E'])).rejects.toThrow(/^unknown option --facing-arc (.*)?; usage: chamber los /);
  });
});

describe('chamber los --jsonl', () => {
  it('answers one line per query in order, errors in place, and exits 2 if any failed', async () => {
    const stdin = [
      '{"from":"C3","to":"J8"}',
      '{"from":"E3","to":"G5","open":["F4"]}',
      '',
      '{"from":"C3","to":"E5","figures":["D3"],"variants":{"figureCornerBlocks":true}}',
      '{"from":"M3","to":"C3"}',
      '{"from":"C3","to":"E5","open":["F5"]}',
      '{"from":"C3","to":"E5","variants":{"nope":true}}',
      '{"from":"E4","to":"G4","open":["F4"]}',
    ].join('\n');
    const { code, out, err } = await run(['--jsonl'], stdin);
    // Besides the answers in place, one line on stderr says what failed.
    expect(err).toBe('chamber: 3 of 7 queries answered {"error"}; the first, line 5: unknown square "M3" (squares are A1..L10)\n');
    expect(out.split('\n')).toEqual([
      '{"clear":false,"blockers":[{"square":"F5","contact":"interior"},{"square":"F6","contact":"corner"}]}',
      '{"clear":false,"blockers":[{"square":"F3","contact":"corner"},{"square":"F5","contact":"corner"}]}',
      '{"clear":false,"blockers":[{"square":"D3","contact":"corner"}]}',
      '{"error":"unknown square \\"M3\\" (squares are A1..L10)"}',
      '{"error":"open: F5 is not a door"}',
      '{"error":"unknown variant \\"nope\\" (known: figureCornerBlocks, shotgunOverwatchPointBlank)"}',
      '{"clear":true,"blockers":[]}',
      '',
    ]);
    expect(code).toBe(2);
  });

  it('exits 0 when every line is answered', async () => {
    expect(await run(['--jsonl'], '{"from":"B2","to":"B9"}\n')).toEqual({ code: 0, out: '{"clear":true,"blockers":[]}\n' });
  });
});
