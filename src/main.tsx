import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { startLiveActors } from './app/live-actors.ts';
import { startRealtimeLink } from './app/realtime-link.ts';
import { bootSession } from './app/session-runtime.ts';
import { router, setSessionBoot } from './routes/router.tsx';
import './app/styles.css';
import './app/shell/shell.css';

startLiveActors();
startRealtimeLink();
setSessionBoot(bootSession(`${window.location.pathname}${window.location.search}`, ({ to, replace }) => void router.navigate({ href: to, replace })));

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
