import { expect, it } from 'vitest';
import { RESERVATION_STATUSES } from './statuses.js';

it('lists the eight reservation statuses of SPEC §4 in order', () => {
  expect(RESERVATION_STATUSES).toEqual([
    'created',
    'viewed',
    'draft',
    'duplicate',
    'assigned',
    'completed',
    'cancelled',
    'unpaid',
  ]);
});
