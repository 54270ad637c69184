import { typedTimeValue, type Airport, type TimeFormat, type TripStart } from '@livery/domain';
import { createContext } from 'react';
import {
  airportEndOf,
  airportLocation,
  emptyLocation,
  emptyWizardState,
  terminalLocation,
  type LocationDraft,
  type WizardState,
} from './wizard-state';

/**
 * The airport end as the airport picker would have set it: the terminal when it is one of this airport's, else the
 * airport (itself, or waiting for its terminal); nothing for an airport not in the list.
 */
function airportEnd(start: TripStart, airports: readonly Airport[]): LocationDraft {
  const airport = airports.find((a) => a.id === start.airportId);
  if (!airport) return emptyLocation();
  const terminal = start.terminalId === null ? null : terminalLocation(airport, start.terminalId);
  return terminal ?? airportLocation(airport);
}

/** The other end as the address field holds typed text: no known place, to be placed by the server. */
const typedAddress = (address: string): LocationDraft => ({ ...emptyLocation(), address });

/**
 * The visitor's first step from the server (decision 067, `readTripStart`) as the wizard's state on step 1: what
 * the plain form sent, in the wizard's own fields, so step 1's checks name whatever is missing or wrong. "Add a
 * stop" adds an empty stop to fill in. A time is read on the business's clock (decision 089): `HH:MM`, or empty for
 * one that reads as none (its field shows the text typed, `TripStartTimes`).
 */
export function wizardFromTripStart(
  start: TripStart,
  airports: readonly Airport[],
  timeFormat: TimeFormat,
): WizardState {
  const state = emptyWizardState();
  const airport = airportEnd(start, airports);
  const address = typedAddress(start.address);
  const isToAirport = airportEndOf(start.tripType) === 'dropOff';
  return {
    ...state,
    trip: {
      ...state.trip,
      tripType: start.tripType,
      pickUp: isToAirport ? address : airport,
      dropOff: isToAirport ? airport : address,
      stops: start.action === 'add-stop' ? [emptyLocation()] : [],
      pickUpDate: start.pickUpDate,
      pickUpTime: typedTimeValue(start.pickUpTime, timeFormat),
      passengers: start.passengers,
      isRoundTrip: start.isRoundTrip,
      returnDate: start.returnDate,
      returnTime: typedTimeValue(start.returnTime, timeFormat),
    },
  };
}

/** The times the server's first step sent as typed, by field: a field whose time read as none shows its text again. */
export type TypedTimes = Partial<Record<'pickUpTime' | 'returnTime', string>>;

export const typedTimesOf = (start: TripStart): TypedTimes => ({
  pickUpTime: start.pickUpTime,
  returnTime: start.returnTime,
});

/** Given by the wizard opened from the server's first step; nothing otherwise. */
export const TripStartTimes = createContext<TypedTimes>({});
