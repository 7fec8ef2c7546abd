import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server reads for the whole app. Decision: one retry only, because ApiCallError
 * already names what went wrong and a person waits for every extra attempt.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
});
