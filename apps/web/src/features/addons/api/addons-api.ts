import { addonListQuerySchema, type Addon, type CreateAddonInput, type UpdateAddonInput } from '@livery/domain';
import { crudApi } from '../../../lib/crud-api';

export const addonsApi = crudApi<Addon, CreateAddonInput, UpdateAddonInput, typeof addonListQuerySchema>({
  path: '/addons',
  query: addonListQuerySchema,
  noun: 'Addon',
  toUpdate: (addon, isActive) => ({
    name: addon.name,
    percentage: addon.percentage,
    amount: addon.amount,
    isActive,
    version: addon.version,
  }),
});
