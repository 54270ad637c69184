import type { DataResponse } from '../../../lib/api-types';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { userKeys } from '../../people';
import { accessKeys } from './whole-list';

/** A mutation that toasts and refreshes the roles, permissions and users-with-roles lists (and the users'). */
export const useAccessMutation = <I, O>(fn: (input: I) => Promise<O>, message: string) =>
  useApiMutation({ mutationFn: fn, success: message, invalidates: [accessKeys.all, userKeys.all] });

export const data = async <T>(call: Promise<DataResponse<T>>): Promise<T> => (await call).data;
