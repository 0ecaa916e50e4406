/** Browser entry: mounts the app and the small test hook (window.__chamber). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { installTestHook } from './ui/testHook';
import { installClipHook } from './ui/clips/hook';
import { liveSession } from './ui/live/liveSession';
import './ui/app.css';

performance.mark('chamber:main');
installTestHook();
installClipHook();
// In development, ?inspect attaches the Stately inspector before the first game starts.
const wantsInspector = import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect');
void (wantsInspector ? liveSession.enableInspector() : Promise.resolve())
  .catch((err) => console.warn('Stately inspector not attached:', err))
  .finally(() => createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>));
