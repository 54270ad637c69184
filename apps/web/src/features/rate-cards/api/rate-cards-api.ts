import { rateCardListQuerySchema, type CreateRateCardInput, type RateCardSummary } from '@livery/domain';
import { crudApi } from '../../../lib/crud-api';

/**
 * A draft's save: the card as the page holds it, unchecked (an empty box is null), with the version read. The API
 * checks it with `rateCardSchema` and names each field it refuses, which the page shows at that field.
 */
export interface SaveRateCardInput {
  card: unknown;
  version: number;
}

/** `/rate-cards` (decision 091): the list, a new draft, a draft's save and a delete. */
export const rateCardsApi = crudApi<
  RateCardSummary,
  CreateRateCardInput,
  SaveRateCardInput,
  typeof rateCardListQuerySchema
>({ path: '/rate-cards', query: rateCardListQuerySchema, noun: 'Rate card' });
