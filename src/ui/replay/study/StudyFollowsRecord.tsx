/**
 * The study follows the record open in Replay (issue 37 §2): another record starts fresh notes
 * (a study is for one record, by digest), and a link's `&study=` opens once its record is open.
 */
import { useEffect } from 'react';
import { useChamber } from '../../session/store';
import { useStudy } from './studyStore';
import { openStudyFromHash } from './openStudy';

export function StudyFollowsRecord() {
  const digest = useChamber((s) => s.record?.digest ?? null);
  useEffect(() => {
    if (!digest) return;
    if (useStudy.getState().digest !== digest) useStudy.getState().startFor(digest);
    void openStudyFromHash(window.location.hash);
  }, [digest]);
  useEffect(() => {
    const follow = (e: HashChangeEvent) => { if (useChamber.getState().record) void openStudyFromHash(new URL(e.newURL).hash); };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return null;
}
