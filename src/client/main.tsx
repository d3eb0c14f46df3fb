// First, before React and the rest evaluate: asks for the session's token and the registry.
import './api/early-start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startRealtime } from './api/realtime';
import { session } from './api/session';
import { router } from './app/router';
import { startFirstAnimatedTimer } from './state/first-animated';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Spec 4: on start the app asks for a token with the refresh cookie, so a reload keeps the session.
session.start();
// Spec 7: a websocket-only connection while signed in (online users, chat, logout event).
startRealtime(session);
// Spec 4: the first-animated flag turns on 5 seconds after start.
startFirstAnimatedTimer();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
