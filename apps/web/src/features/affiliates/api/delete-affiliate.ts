import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { del } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import type { DataResponse } from '../../../lib/api-types';
import { AFFILIATES_QUERY_KEY } from './get-affiliates';

export async function deleteAffiliate(id: number): Promise<{ id: number }> {
  return unwrap(await del<DataResponse<{ id: number }>>(`/affiliates/${id}`)).data;
}

export function useDeleteAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAffiliate,
    onSuccess: async () => {
      toast.success('Affiliate deleted');
      await queryClient.invalidateQueries({ queryKey: AFFILIATES_QUERY_KEY });
    },
  });
}
