import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from './toast';
import { ApiRequestError } from './api-error';
import { refreshQueries } from './query-keys';

export interface ApiMutationOptions<Input, Output> {
  /** The call, usually one of `api.*` (it rejects with `ApiRequestError`). */
  mutationFn: (input: Input) => Promise<Output>;
  /** The success toast: "Car created". */
  success?: string | ((output: Output, input: Input) => string);
  /**
   * The query keys refreshed after a success, and after a 409 too, so a form reopened after someone else's
   * change starts from their version.
   */
  invalidates?: readonly QueryKey[];
  /**
   * Which successes refresh (every one when absent). A call that prices the trip again answers "the price changed"
   * as a success and a refusal as its own error: it refreshes only once done (`answer.kind === 'done'`), never on a 409.
   */
  invalidatesWhen?: (output: Output) => boolean;
  /** Anything else a success does (e.g. start a new session). */
  onSuccess?: (output: Output, input: Input) => void;
  /**
   * Toast a failure and refresh. For actions with no form to show the error on (a toggle, a row action);
   * a form shows field messages and the rest itself (`notifyError`, used by `FormDialog` and `SimpleForm`).
   */
  toastErrors?: boolean;
}

/**
 * The one mutation hook: the call, the success toast, the invalidation. Field errors travel on the rejected
 * `ApiRequestError` to the form that awaited `mutateAsync`.
 */
export function useApiMutation<Input = void, Output = unknown>(options: ApiMutationOptions<Input, Output>) {
  const queryClient = useQueryClient();
  const { mutationFn, success, invalidates = [], invalidatesWhen, onSuccess, toastErrors = false } = options;
  const invalidate = () => Promise.all(invalidates.map((queryKey) => refreshQueries(queryClient, { queryKey })));
  return useMutation<Output, Error, Input>({
    mutationFn,
    onSuccess: async (output, input) => {
      onSuccess?.(output, input);
      const message = typeof success === 'function' ? success(output, input) : success;
      if (message) toast.success(message);
      if (invalidatesWhen?.(output) ?? true) await invalidate();
    },
    onError: async (error) => {
      if (toastErrors) toast.error(error.message);
      const conflict = error instanceof ApiRequestError && error.code === 'CONFLICT' && !invalidatesWhen;
      if (toastErrors || conflict) await invalidate();
    },
  });
}
