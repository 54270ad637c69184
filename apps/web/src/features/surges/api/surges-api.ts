import type { CreateSurgeInput, Surge, UpdateSurgeInput } from '@livery/domain';
import { crudApi } from '../../../lib/crud-api';

export const surgesApi = crudApi<Surge, CreateSurgeInput, UpdateSurgeInput>({
  path: '/surges',
  noun: 'Surge',
  toUpdate: (surge, isActive) => ({
    name: surge.name,
    from: surge.from,
    to: surge.to,
    percentage: surge.percentage,
    amount: surge.amount,
    description: surge.description,
    isActive,
    version: surge.version,
  }),
});
