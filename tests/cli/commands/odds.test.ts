import { describe, it, expect } from 'vitest';
import { main } from '../../../src/cli/main';
import type { CommandIo } from '../../../src/cli/command';

function fakeIo(stdin = ''): CommandIo & { out: () => string } {
  let text = '';
  return { stdout: (t) => { text += t; }, readStdin: async () => stdin, out: () => text };
}

async function run(argv: string[], stdin = ''): Promise<{ code: number; out: string }> {
  const io = fakeIo(stdin);
  const code = await main(argv, io);
  return { code, out: io.out() };
}

describe('chamber odds', () => {
  it('--json prints exact fractions in the fixed key order, negative accuracy as a separate argument', async () => {
    expect(await run(['odds', '--accuracy', '-1', '--shots', '3', '--json']))
      .toEqual({ code: 0, out: '{"perShot":"1/24","atLeastOne":"1657/13824"}\n' });
    expect((await run(['odds', '--accuracy=1', '--json'])).out).toBe('{"perShot":"1/6","atLeastOne":"1/6"}\n');
  });

  it('human text shows the fraction and the percentage', async () => {
    const { code, out } = await run(['odds', '--accuracy', '1', '--shots', '3']);
    expect(code).toBe(0);
    expect(out).toContain('1/6 (16.67%)');
    expect(out).toContain('91/216 (42.13%)');
  });

  it('--jsonl answers one line per query, same order, shots default 1', async () => {
    const { code, out } = await run(['odds', '--jsonl'], '{"accuracy":1,"shots":3}\n{"accuracy":0,"shots":3}\n\n{"accuracy":-3}\n');
    expect(code).toBe(0);
    expect(out).toBe('{"perShot":"1/6","atLeastOne":"91/216"}\n{"perShot":"1/12","atLeastOne":"397/1728"}\n{"perShot":"1/96","atLeastOne":"1/96"}\n');
  });

  it('--jsonl: a bad line answers an error in its place and the exit code is 2', async () => {
    const { code, out } = await run(['odds', '--jsonl'], '{"accuracy":1.5}\n{"accuracy":1,"shots":0}\n{"accuracy":2}\n');
    expect(code).toBe(2);
    const lines = out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines[0].error).toMatch(/whole number/);
    expect(lines[1].error).toBe('shots must be from 1 to 50, got 0');
    expect(lines[2]).toEqual({ perShot: '11/36', atLeastOne: '11/36' });
  });

  it('bad numbers and unknown flags are errors', async () => {
    await expect(run(['odds', '--accuracy', '1.5'])).rejects.toThrow(/whole number/);
    await expect(run(['odds', '--accuracy', '1', '--shots', '0'])).rejects.toThrow(/^--shots must be from 1 to 50, got 0$/);
    await expect(run(['odds', '--accuracy', '1', '--shots', '-2'])).rejects.toThrow(/^--shots must be from 1 to 50, got -2$/);
    await expect(run(['odds'])).rejects.toThrow(/--accuracy is required/);
    await expect(run(['odds', '--accuracy', '1', '--range', '3'])).rejects.toThrow(/^unknown option --range; usage: chamber odds /);
  });
});

describe('chamber attack-odds', () => {
  it('--json answers {"kill","expectedHpRemoved"} exactly', async () => {
    const { code, out } = await run(['attack-odds', '--attacker', 'Okafor', '--target', 'worker', '--json']);
    expect(code).toBe(0);
    expect(out).toBe('{"kill":"3355/7776","expectedHpRemoved":"19459/7776"}\n');
  });

  it('--jsonl: defaults cover none, brace and adjacent false; adjacent Voss uses the knife; Chen gets point blank', async () => {
    const stdin = [
      '{"attacker":"Okafor","target":"worker"}',
      '{"attacker":"Okafor","target":"worker","cover":"none","brace":false,"adjacent":false}',
      '{"attacker":"Voss","target":"worker","cover":"full","brace":true,"adjacent":true}',
      '{"attacker":"Chen","target":"worker","adjacent":true}',
      '{"attacker":"Okafor","target":"warrior"}',
    ].join('\n');
    const { code, out } = await run(['attack-odds', '--jsonl'], stdin);
    expect(code).toBe(0);
    expect(out).toBe([
      '{"kill":"3355/7776","expectedHpRemoved":"19459/7776"}',
      '{"kill":"3355/7776","expectedHpRemoved":"19459/7776"}',
      '{"kill":"1/36","expectedHpRemoved":"5/12"}',
      '{"kill":"11/36","expectedHpRemoved":"55/36"}',
      '{"kill":"0/1","expectedHpRemoved":"7381/2592"}', // 671/1296 * mean(D6+4-2) = 11/2
    ].join('\n') + '\n');
  });

  it('--jsonl: unknown attacker, target, cover or key answers an error line, exit 2', async () => {
    const stdin = '{"attacker":"Smith","target":"worker"}\n{"attacker":"Voss","target":"queen"}\n'
      + '{"attacker":"Voss","target":"worker","cover":"wall"}\n{"attacker":"Voss","target":"worker","range":2}\n';
    const { code, out } = await run(['attack-odds', '--jsonl'], stdin);
    expect(code).toBe(2);
    const errors = out.trim().split('\n').map((l) => JSON.parse(l).error);
    expect(errors[0]).toMatch(/unknown attacker/);
    expect(errors[1]).toMatch(/unknown target/);
    expect(errors[2]).toMatch(/unknown cover/);
    expect(errors[3]).toMatch(/unknown query key/);
  });

  it('human text shows the accuracy terms and the HP-removed distribution', async () => {
    const { out } = await run(['attack-odds', '--attacker', 'Voss', '--target', 'worker', '--cover', 'hard', '--brace']);
    expect(out).toContain('accuracy 0 = base +0, weapon -1 (Machine gun), brace +2, cover -2, mgPenetration +1');
    expect(out).toContain('397/1728 (22.97%)');
    expect(out).toMatch(/HP removed:\n\s+0 {2}1331\/1728/);
  });

  it('unknown values and flags are errors', async () => {
    await expect(run(['attack-odds', '--attacker', 'Nobody', '--target', 'worker'])).rejects.toThrow(/unknown attacker/);
    await expect(run(['attack-odds', '--attacker', 'Voss', '--target', 'queen'])).rejects.toThrow(/unknown target/);
    await expect(run(['attack-odds', '--attacker', 'Voss', '--target', 'worker', '--cover', 'wall'])).rejects.toThrow(/unknown cover/);
    await expect(run(['attack-odds', '--attacker', 'Voss', '--target', 'worker', '--prone'])).rejects.toThrow(/^unknown option --prone; usage: chamber attack-odds /);
    await expect(run(['attack-odds', '--target', 'worker'])).rejects.toThrow(/attacker is required/);
    // Another soldier's weapon or skill, or an alien's natural weapon, is not this soldier's attack.
    await expect(run(['attack-odds', '--attacker', 'Park', '--target', 'warrior', '--weapon', 'mg'])).rejects.toThrow(/^Park does not carry the Machine gun/);
    await expect(run(['attack-odds', '--attacker', 'Voss', '--target', 'worker', '--skills', 'deadeye'])).rejects.toThrow(/^deadeye is not one of Voss's skills/);
    await expect(run(['attack-odds', '--attacker', 'Voss', '--target', 'worker', '--weapon', 'fangs', '--adjacent'])).rejects.toThrow(/^Voss does not carry the Fangs \(kit 07 loadout: mg, knife\)$/);
  });
});
