import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startLiveActors } from './app/live-actors.ts';
import { flushHeldSavesOnPageHide } from './session/pending-saves.ts';
import { queryClient } from './app/query-client.ts';
import { startRealtimeLink } from './app/realtime-link.ts';
import { bootSession } from './session/session-runtime.ts';
import { startNotifications } from './jobs/notifications-runtime.ts';
import { setSessionBoot } from './routes/layouts.ts';
import { router } from './routes/router.tsx';
import './ui/styles.css';
import './app/shell/shell.css';

startLiveActors();
flushHeldSavesOnPageHide(window);
// Before the socket, so no pushed notification finds the bell's machine stopped.
startNotifications();
startRealtimeLink();
setSessionBoot(bootSession(`${window.location.pathname}${window.location.search}`, ({ to, replace }) => void router.navigate({ href: to, replace })));

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
