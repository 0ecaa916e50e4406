import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { join } from 'node:path';
import { linkPayloadOf, MAX_LINK_PAYLOAD, RecordLinkError, recordTextFromLink } from '../../../src/ui/replay/recordLink';
import { readHash, writeHash } from '../../../src/ui/session/url';
import { MAX_RECORD_BYTES } from '../../../src/replay/record';
import { entriesFromRecord, parseRecordText } from '../../../src/ui/replay/records';

const recordText = readFileSync(join(__dirname, '../../../replays/scenario-a-loss.json'), 'utf8');
const base64url = (bytes: Buffer) => bytes.toString('base64url');

describe('a record carried in a link', () => {
  it('comes back as the same file text, replaying to the same game, from a short URL-safe payload', async () => {
    const payload = await linkPayloadOf(recordText);
    expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
    // A six-round game: 85 KB of record in about 10 000 characters.
    expect(payload.length).toBeLessThan(recordText.length / 6);
    const back = await recordTextFromLink(payload);
    expect(back).toBe(recordText);
    expect(entriesFromRecord(parseRecordText(back)).length).toBe(entriesFromRecord(parseRecordText(recordText)).length);
  });

  it('keeps non-ASCII text (a title) intact', async () => {
    const text = JSON.stringify({ title: 'Voss — überall, 4×' });
    expect(await recordTextFromLink(await linkPayloadOf(text))).toBe(text);
  });

  it('travels in the URL hash beside the position, and reads back', async () => {
    const payload = await linkPayloadOf(recordText);
    const hash = writeHash({ replay: null, record: payload, step: 42 });
    expect(hash).toBe(`#record=${payload}&step=42`);
    expect(readHash(hash)).toEqual({ replay: null, record: payload, step: 42 });
    expect(readHash('#replay=scenario-a-win&step=3')).toEqual({ replay: 'scenario-a-win', record: null, step: 3 });
  });

  it('refuses a damaged, empty, over-long or over-large link with a readable reason', async () => {
    const reason = async (payload: string) => {
      try {
        await recordTextFromLink(payload);
        return 'opened';
      } catch (err) {
        expect(err).toBeInstanceOf(RecordLinkError);
        return (err as Error).message;
      }
    };
    expect(await reason('')).toBe('the link holds no record');
    expect(await reason('abc$def')).toMatch(/characters base64url does not use/);
    // Cut short, or not a deflate stream at all.
    const payload = await linkPayloadOf(recordText);
    expect(await reason(payload.slice(0, payload.length >> 1))).toMatch(/does not inflate/);
    expect(await reason(base64url(Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff])))).toMatch(/does not inflate/);
    expect(await reason('A'.repeat(MAX_LINK_PAYLOAD + 1))).toMatch(/too long/);
    // A small link that would inflate past the record size limit stops there.
    const bomb = base64url(deflateRawSync(Buffer.alloc(MAX_RECORD_BYTES + 1024, 0x20)));
    expect(bomb.length).toBeLessThan(MAX_LINK_PAYLOAD);
    expect(await reason(bomb)).toMatch(/over the 20 MB record limit/);
  });
});
