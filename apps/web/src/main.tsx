import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { ReplayEarlyInput } from './app/early-input';
import { AppRoutes, preloadPagesFor } from './app/router';
import { createQueryClient } from './lib/query-client';
import { SERVER_QUERIES_ELEMENT_ID } from './server-rendering';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A shopper page the server rendered carries the answers it was drawn from: the browser takes over
// that markup (hydrates it) with those answers instead of fetching them again.
const serverQueries = document.getElementById(SERVER_QUERIES_ELEMENT_ID)?.textContent;
const { queryClient, markServerAnswers } = createQueryClient();
if (serverQueries) {
  hydrate(queryClient, JSON.parse(serverQueries));
  markServerAnswers();
}

const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ReplayEarlyInput />
    </App>
  </StrictMode>
);
// A drawn page is taken over once its page chunks are in (its loader preloads them), so hydration
// finds the page it drew rather than a spinner; any other page starts at once and shows its spinner.
// Hydrating as a transition lets React yield to the browser every few milliseconds: the page the
// server drew stays responsive to taps instead of freezing while the whole tree is taken over.
if (serverQueries) {
  void preloadPagesFor(window.location.pathname).then(() =>
    startTransition(() => void hydrateRoot(root, app)),
  );
} else {
  createRoot(root).render(app);
}
