/**
 * `npx tsx scripts/cli-doc.ts`: writes docs/cli.md from the commands' own option tables
 * (src/cli/reference.ts). tests/cli/reference.test.ts fails when the committed copy is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliReference } from '../src/cli/reference';

writeFileSync(join(import.meta.dirname, '..', 'docs', 'cli.md'), cliReference());
console.log('docs/cli.md written');
