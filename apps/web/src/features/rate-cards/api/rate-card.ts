import type { DataResponse, PublishRateCardInput, StoredRateCard } from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { rateCardsApi } from './rate-cards-api';

const { keys } = rateCardsApi;

/** `GET /rate-cards/{id}`: the card with what it charges and its version. */
export const rateCardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.one(id),
    queryFn: async ({ signal }) => (await api.get<DataResponse<StoredRateCard>>(`/rate-cards/${id}`, { signal })).data,
    retry: false,
  });

/** `POST /rate-cards/{id}/copy`: a new draft of a card (how a published card is changed). */
export const useCopyRateCard = () =>
  useApiMutation({
    mutationFn: async (id: number) => (await api.post<DataResponse<StoredRateCard>>(`/rate-cards/${id}/copy`)).data,
    success: (copy) => `Draft "${copy.name}" created`,
    invalidates: [keys.all],
    toastErrors: true,
  });

/** `POST /rate-cards/{id}/publish`: in force from an instant, now or later. */
export const usePublishRateCard = () =>
  useApiMutation({
    mutationFn: async ({ id, input }: { id: number; input: PublishRateCardInput }) =>
      (await api.post<DataResponse<StoredRateCard>>(`/rate-cards/${id}/publish`, input)).data,
    success: (card) => `Rate card "${card.name}" published`,
    invalidates: [keys.all],
  });
