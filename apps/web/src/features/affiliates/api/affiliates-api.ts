import {
  affiliateListQuerySchema,
  type Affiliate,
  type CreateAffiliateInput,
  type UpdateAffiliateInput,
} from '@livery/domain';
import { crudApi } from '../../../lib/crud-api';

/** `GET/POST /affiliates`, `PUT/DELETE /affiliates/{id}` (SPEC §7). */
export const affiliatesApi = crudApi<
  Affiliate,
  CreateAffiliateInput,
  UpdateAffiliateInput,
  typeof affiliateListQuerySchema
>({
  path: '/affiliates',
  query: affiliateListQuerySchema,
  noun: 'Affiliate',
});
