/** The record's shared field schemas: a figure id names a soldier or an alien by a contact in range (ranges.ts CONTACT). */
import { describe, expect, it } from 'vitest';
import { figureIdSchema } from '../../src/replay/schema-parts';

describe('figureIdSchema', () => {
  it('takes the soldiers and alien1..alien99, the contacts a position or scenario file may hold', () => {
    for (const id of ['Reyes', 'Park', 'alien1', 'alien42', 'alien99']) expect(figureIdSchema.safeParse(id).success).toBe(true);
  });

  it('refuses contacts out of range, zeros in front and anything else', () => {
    for (const id of ['alien0', 'alien100', 'alien9999', 'alien01', 'alien', 'reyes', 'Hicks', '']) {
      const r = figureIdSchema.safeParse(id);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe('expected a figure id: a soldier\'s name or "alien<contact>" (contact 1 to 99)');
    }
  });
});
