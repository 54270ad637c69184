import type { Affiliate, CreateAffiliateInput, UpdateAffiliateInput } from '@livery/domain';
import { crudApi } from '../../../lib/crud-api';

/** `GET/POST /affiliates`, `PUT/DELETE /affiliates/{id}` (SPEC §7). */
export const affiliatesApi = crudApi<Affiliate, CreateAffiliateInput, UpdateAffiliateInput>({
  path: '/affiliates',
  noun: 'Affiliate',
});
