/** Browser entry: mounts the app and the small test hook (window.__chamber). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { installTestHook } from './ui/testHook';
import './ui/app.css';

performance.mark('chamber:main');
installTestHook();
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
