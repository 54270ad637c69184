import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { restoreSession } from './lib/session';

const queryClient = createQueryClient();
const router = createAppRouter();
// With a token cookie, GET /me brings the session back while the first screen renders.
void restoreSession(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
