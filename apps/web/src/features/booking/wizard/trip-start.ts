import type { Airport, TripStart } from '@livery/domain';
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
 * stop" adds an empty stop to fill in.
 */
export function wizardFromTripStart(start: TripStart, airports: readonly Airport[]): WizardState {
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
      pickUpTime: start.pickUpTime,
      passengers: start.passengers,
      isRoundTrip: start.isRoundTrip,
      returnDate: start.returnDate,
      returnTime: start.returnTime,
    },
  };
}
