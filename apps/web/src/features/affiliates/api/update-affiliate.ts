import type { Affiliate, UpdateAffiliateInput } from '@livery/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { put } from '../../../lib/api-client';
import { ApiRequestError, unwrap } from '../../../lib/api-error';
import type { DataResponse } from '../../../lib/api-types';
import { AFFILIATES_QUERY_KEY } from './get-affiliates';

/** Sends the `version` it was read at: someone else's change in between is a 409 (DESIGN §3). */
export async function updateAffiliate(id: number, input: UpdateAffiliateInput): Promise<Affiliate> {
  return unwrap(await put<DataResponse<Affiliate>>(`/affiliates/${id}`, input)).data;
}

export function useUpdateAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateAffiliateInput }) => updateAffiliate(id, input),
    onSuccess: async () => {
      toast.success('Affiliate updated');
      await queryClient.invalidateQueries({ queryKey: AFFILIATES_QUERY_KEY });
    },
    // Someone else changed it: refresh the list so reopening the dialog starts from their version.
    onError: async (error) => {
      if (error instanceof ApiRequestError && error.code === 'CONFLICT') {
        await queryClient.invalidateQueries({ queryKey: AFFILIATES_QUERY_KEY });
      }
    },
  });
}
