import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';

/** A call that the server refused will be refused again: only retry what may be transient. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.code !== 'INTERNAL') return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
