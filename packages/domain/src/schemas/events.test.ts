import { describe, expect, it } from 'vitest';
import { mayFollowReservation } from './events.js';

const person = (id: number, permissions: string[] = [], isAdmin = false) => ({ id, permissions, isAdmin });

describe('who hears of a trip’s changes', () => {
  const audience = { people: [2, 3] };

  it('staff who see every trip: administrators, reservations:view and reservations:details', () => {
    expect(mayFollowReservation(person(9, [], true), audience)).toBe(true);
    expect(mayFollowReservation(person(9, ['reservations:view']), audience)).toBe(true);
    expect(mayFollowReservation(person(9, ['reservations:details']), audience)).toBe(true);
  });

  it('otherwise only the people it concerns', () => {
    expect(mayFollowReservation(person(2), audience)).toBe(true);
    expect(mayFollowReservation(person(9, ['reservations:create', 'reservations:draft']), audience)).toBe(false);
  });
});
