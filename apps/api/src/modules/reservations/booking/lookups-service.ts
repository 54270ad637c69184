import { userListQuerySchema, type BookingLookupQuery } from '@livery/domain';
import type { Executor } from '../../../db/client.js';
import { listUsers, type RoleDirectory } from '../../people/index.js';
import { affiliatesNamed } from './lookups-queries.js';

/**
 * Step 3's searches (DESIGN §5): customers for those with `reservations:search-user`, affiliates for those with
 * `reservations:search-affiliate`, without the lists' own permissions and with only what a booking needs.
 */
export async function lookUpCustomers(db: Executor, directory: RoleDirectory, query: BookingLookupQuery) {
  const { rows } = await listUsers(
    db,
    directory,
    userListQuerySchema.parse({
      role: 'customer',
      limit: query.limit,
      ...(query.search ? { search: query.search } : {}),
    }),
  );
  const dataItems = rows.map((row) => ({
    id: row.id,
    fullName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    phoneNumber: row.phoneNumber,
  }));
  return { dataItems, count: dataItems.length };
}

export async function lookUpAffiliates(db: Executor, query: BookingLookupQuery) {
  const dataItems = await affiliatesNamed(db, query.search, query.limit);
  return { dataItems, count: dataItems.length };
}
