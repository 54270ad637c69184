import {
  DEFAULT_WAIT_GRACE,
  type Car,
  type DataResponse,
  type RateCardRecord,
  type StoredRateCard,
} from '@livery/domain';
import { api } from '../../../lib/api-client';
import type { ListResponse } from '../../../lib/api-types';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { rateCardsApi } from './rate-cards-api';

/** A first card: the active cars, each sold by the mile at nothing yet, for staff to fill in. */
export function cardOfCars(cars: readonly Pick<Car, 'id' | 'name'>[]): RateCardRecord {
  return {
    name: 'New rate card',
    services: ['transfer'],
    classes: cars.map((car) => ({
      carId: car.id,
      name: car.name,
      transfer: { toMultiply: 0, toAdd: 0, minimumRate: 0 },
      hourly: null,
      perSeat: null,
      wait: null,
    })),
    zones: [],
    flatRates: [],
    waitGrace: { ...DEFAULT_WAIT_GRACE },
    taxes: [],
    fees: { airports: [], fuelSurcharge: 0, serviceCharge: 0 },
    gratuityBase: 'base',
    configuration: {
      meetAndGreet: { amount: 0, percentage: 0 },
      maxMilesSurge: { maxMiles: 0, amount: 0 },
      extraStopCharges: { amount: 0 },
    },
  };
}

/**
 * "New rate card": a copy of the card in force when there is one (what the company charges today, to change), or
 * else the active cars with empty rates. A draft must pass the card's rules, so "empty" is rates of $0.
 */
async function startRateCard(): Promise<StoredRateCard> {
  const inForce = (await api.get<DataResponse<{ card: StoredRateCard | null }>>('/rate-cards/in-force')).data.card;
  if (inForce) return (await api.post<DataResponse<StoredRateCard>>(`/rate-cards/${inForce.id}/copy`)).data;
  const cars = await api.get<ListResponse<Car>>('/cars?isActive=true&sort=name&limit=500');
  return (await api.post<DataResponse<StoredRateCard>>('/rate-cards', { card: cardOfCars(cars.dataItems) })).data;
}

export const useStartRateCard = () =>
  useApiMutation({
    mutationFn: startRateCard,
    success: 'Draft rate card created',
    invalidates: [rateCardsApi.keys.all],
    toastErrors: true,
  });
