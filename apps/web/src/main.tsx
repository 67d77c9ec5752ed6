import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { PAGE_STOCK_ELEMENT_ID, type PageStock, withPageStock } from '@vastra/contract/page-stock';
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
// that markup (hydrates it) with those answers instead of fetching them again, with the stock sales
// have changed since written in (the block the page ends with, read once the page is all in).
const serverQueries = document.getElementById(SERVER_QUERIES_ELEMENT_ID)?.textContent;
const { queryClient, markServerAnswers } = createQueryClient();
const pageParsed =
  document.readyState === 'loading'
    ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve()))
    : Promise.resolve();
const serverAnswersTaken = pageParsed.then(() => {
  if (!serverQueries) return;
  const answers = JSON.parse(serverQueries) as DehydratedState;
  const stock = document.getElementById(PAGE_STOCK_ELEMENT_ID)?.textContent;
  if (stock) withPageStock(answers.queries, JSON.parse(stock) as PageStock);
  hydrate(queryClient, answers);
  markServerAnswers();
});

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
  void Promise.all([serverAnswersTaken, preloadPagesFor(window.location.pathname)]).then(() =>
    startTransition(() => void hydrateRoot(root, app)),
  );
} else {
  createRoot(root).render(app);
}
