import type { Addon, CreateAddonInput, UpdateAddonInput } from '@livery/domain';
import { crudApi } from '../../../lib/crud-api';

export const addonsApi = crudApi<Addon, CreateAddonInput, UpdateAddonInput>({
  path: '/addons',
  noun: 'Addon',
  toUpdate: (addon, isActive) => ({
    name: addon.name,
    percentage: addon.percentage,
    amount: addon.amount,
    isActive,
    version: addon.version,
  }),
});
