import { type Query, QueryClient } from '@tanstack/react-query';

/** How long answers the server rendered a page with count as fresh: the page does not ask again at once. */
const SERVER_ANSWERS_FRESH_MS = 30_000;

/**
 * The app's query client. Answers embedded by the server stay fresh for a short while, so hydrating
 * does not fetch them again; everything else is asked for again whenever it is shown (staleTime 0).
 */
export function createQueryClient(): { queryClient: QueryClient; markServerAnswers(): void } {
  const fromServer = new WeakSet<Query>();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        staleTime: (query) => (fromServer.has(query) ? SERVER_ANSWERS_FRESH_MS : 0),
      },
    },
  });
  const markServerAnswers = () => {
    for (const query of queryClient.getQueryCache().getAll()) fromServer.add(query);
  };
  return { queryClient, markServerAnswers };
}
