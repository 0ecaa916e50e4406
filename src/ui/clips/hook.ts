/**
 * window.__chamberClip: how `chamber replay video` (cli/clip-browser.ts) drives the page: open a
 * record (verified as any record opened in Replay) and render a clip of it, the bytes coming
 * back as base64. The renderer and its encoders load on first use, not with the app.
 */
import { useChamber } from '../session/store';
import type { ClipSettings } from './plan';
import type { ClipOptions, ClipResult } from './drive';
import type { WebmSettings } from './encoders';
import type { DecodedClip } from './decodeClip';
import { base64Of, bytesOf } from './base64';
import { useStudy } from '../replay/study/studyStore';
import type { Annotation, Chapter } from '../../replay/study/types';

export interface ClipHook {
  /** Opens record text at `step`; the page's error line when it is refused. */
  open(text: string, step: number): Promise<string | null>;
  /** Renders a clip of the open record; `study` replaces the open study's chapters and notes first. */
  render(settings: ClipSettings, webm?: WebmSettings, study?: { chapters: readonly Chapter[]; annotations: readonly Annotation[] }, probe?: ClipOptions['probe'], hashFrames?: boolean): Promise<Omit<ClipResult, 'bytes'> & { readonly base64: string }>;
  /** A WebM clip (base64) decoded here: size, codec, frame hashes, PNGs of the frames asked for. */
  decode(base64: string, pngsAt?: readonly number[]): Promise<DecodedClip>;
}

declare global {
  interface Window { __chamberClip?: ClipHook }
}

export function installClipHook(): void {
  window.__chamberClip = {
    async open(text, step) {
      // Loaded here, not with the app: the record loader is Replay's, fetched on first use.
      const { openRecord } = await import('../replay/openRecord');
      return openRecord('file:clip', text, step, 'record') ? null : useChamber.getState().error;
    },
    async render(settings, webm, study, probe, hashFrames) {
      const { renderClip } = await import('./drive');
      // Opened as the open record's study (by its digest): Replay's panel, loading meanwhile, then
      // keeps it (StudyFollowsRecord starts fresh notes only for another record).
      const digest = useChamber.getState().record?.digest;
      if (study && digest) useStudy.getState().open(digest, { chapters: study.chapters, annotations: study.annotations });
      const { bytes, ...rest } = await renderClip(settings, { webm, probe, hashFrames });
      return { ...rest, base64: base64Of(bytes) };
    },
    async decode(base64, pngsAt) {
      const { decodeClip } = await import('./decodeClip');
      return decodeClip(bytesOf(base64), pngsAt);
    },
  };
}
