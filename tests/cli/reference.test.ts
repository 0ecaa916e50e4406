/**
 * docs/cli.md is the commands' own --help (src/cli/reference.ts): a command or option changed
 * without running `npx tsx scripts/cli-doc.ts` fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliReference } from '../../src/cli/reference';
import { commands } from '../../src/cli/commands';
import { optionHelpLines } from '../../src/cli/options';

describe('docs/cli.md', () => {
  const doc = cliReference();

  it('is the one committed (run `npx tsx scripts/cli-doc.ts` after changing a command)', () => {
    expect(readFileSync(join(__dirname, '..', '..', 'docs', 'cli.md'), 'utf8')).toBe(doc);
  });

  it('holds every command\'s usage and every option\'s help line, as --help prints them', () => {
    for (const c of commands) {
      expect(doc).toContain(`## chamber ${c.name}\n\n${c.summary}\n\n\`\`\`\n${c.usage}\n\`\`\``);
      for (const line of optionHelpLines(c.options)) {
        const [option, help] = line.trim().split(/ {2,}/, 2);
        expect(doc).toContain(`| \`${option.replace(/\|/g, '\\|')}\` | ${help.replace(/\|/g, '\\|')} |`);
      }
    }
  });
});
