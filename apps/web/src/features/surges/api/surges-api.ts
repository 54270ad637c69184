import { surgeListQuerySchema, type CreateSurgeInput, type Surge, type UpdateSurgeInput } from '@livery/domain';
import { crudApi } from '../../../lib/crud-api';

export const surgesApi = crudApi<Surge, CreateSurgeInput, UpdateSurgeInput, typeof surgeListQuerySchema>({
  path: '/surges',
  query: surgeListQuerySchema,
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
