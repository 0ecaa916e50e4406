/**
 * The one thing the top bar knows of the Lab: how far a run in progress is, for the Lab tab's
 * badge while another mode is shown (the batch goes on in the background). A store of its own,
 * so the top bar imports nothing else of the Lab (its code loads when the tab is first opened).
 */
import { create } from 'zustand';

export const useLabBadge = create<{ readonly percent: number | null }>(() => ({ percent: null }));

export function setLabBadge(percent: number | null): void {
  if (useLabBadge.getState().percent !== percent) useLabBadge.setState({ percent });
}
