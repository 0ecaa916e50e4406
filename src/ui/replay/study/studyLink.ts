/**
 * A study in the Replay link (issue 37 §2: "share it by link like a record"): the study file's
 * text, deflated and base64url-encoded as a record link's payload is (replay/recordLink), in
 * `&study=<payload>` after the record and the step: `#replay=scenario-a-win&step=35&study=...`.
 */
export function studyParam(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('study');
}

/** The hash with the study's payload set (or dropped, for null), the rest kept in order. */
export function withStudyParam(hash: string, payload: string | null): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  params.delete('study');
  if (payload) params.set('study', payload);
  const text = params.toString();
  return text ? `#${text}` : '';
}
