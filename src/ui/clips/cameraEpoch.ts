/**
 * A clip starts from a camera made afresh (ChamberPanel keys its CameraRig by this): the camera
 * the page had eased in real time, through layout changes, stood wherever its history left it,
 * and two runs of the same clip began from different views. Bumped by the clip driver once the
 * chamber is laid out at the clip's size and its clock is the clip's.
 */
import { create } from 'zustand';

export const useCameraEpoch = create<{ readonly epoch: number; bump(): void }>()((set, get) => ({
  epoch: 0,
  bump: () => set({ epoch: get().epoch + 1 }),
}));
