import type { Affiliate, CreateAffiliateInput } from '@livery/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { post } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import type { DataResponse } from '../../../lib/api-types';
import { AFFILIATES_QUERY_KEY } from './get-affiliates';

export async function createAffiliate(input: CreateAffiliateInput): Promise<Affiliate> {
  return unwrap(await post<DataResponse<Affiliate>>('/affiliates', input)).data;
}

export function useCreateAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAffiliate,
    onSuccess: async () => {
      toast.success('Affiliate created');
      await queryClient.invalidateQueries({ queryKey: AFFILIATES_QUERY_KEY });
    },
  });
}
