/**
 * "Pin to study" (issue 37 §2, a ruling pinned from Inspect): with Inspect opened from a Replay
 * step, the ruling A -> B on screen goes into the open study as an annotation at that step, with
 * the verdict box's words and ruling ids (verdictWords.ts), and Replay opens again at that step.
 */
import { chamber } from '../session/store';
import { useStudy } from '../replay/study/studyStore';
import { showRecord } from '../replay/replayMoment';
import { rulingOf } from './compute';
import { isEdited } from './session';
import { useInspect, type InspectStore } from './store';
import { pinnedRuling } from '../verdictWords';

/** Why the ruling on screen cannot be pinned, or null when it can. */
export function pinProblem(s: Pick<InspectStore, 'replay' | 'state' | 'a' | 'b' | 'facing' | 'position' | 'opened'>): string | null {
  if (!s.replay) return 'open Inspect from a Replay step to pin a ruling to its study';
  if (isEdited(s)) return 'the position was edited: it is no longer the Replay step\'s, so its rulings are not the game\'s';
  if (!rulingOf(s.state, s.a, s.b, s.facing)) return 'pick two squares (A and B) first';
  return null;
}

/** Pins the ruling on screen at its Replay step and goes back there; false (and the one line why) when it cannot. */
export function pinToStudy(): boolean {
  const s = useInspect.getState();
  const problem = pinProblem(s);
  const ruled = rulingOf(s.state, s.a, s.b, s.facing);
  if (problem || !s.replay || !ruled || !s.a || !s.b) {
    useInspect.setState({ message: problem });
    return false;
  }
  const back = s.replay;
  const { words, ids } = pinnedRuling(ruled.ruling);
  showRecord(back);
  // Replay's study is for this record (by digest); one for another record is not added to.
  const study = useStudy.getState();
  if (study.digest !== back.record.digest) study.startFor(back.record.digest);
  useStudy.getState().addAnnotation({ kind: 'ruling', step: back.step, from: s.a, to: s.b, words, ids });
  // The address bar held Inspect's link: it now names the record and the step again (Replay's
  // URL follows the cursor for a record with a name or a link; a file's has neither).
  if (typeof window !== 'undefined' && /^#inspect/.test(window.location.hash)) history.replaceState(null, '', window.location.href.split('#')[0]);
  chamber.dismissError();
  return true;
}
