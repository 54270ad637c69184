import {
  BOOKING_REQUEST_WORDS,
  readTripStart,
  TRIP_START_FIELDS,
  type BookingResult,
  type TripStart,
} from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSession } from '../../../lib/session';
import { getBusinessDateQueryOptions, useBusinessDate } from '../../../lib/use-business-date';
import { useSettledAirports } from '../api/get-airports';
import { bookedTripQueryOptions } from '../api/booked-trip';
import { draftQueryOptions } from '../api/draft';
import { fromBookedTrip } from '../wizard/from-booked-trip';
import { NewDraftHere } from '../wizard/use-draft-saving';
import { TripStartTimes, typedTimesOf, wizardFromTripStart } from '../wizard/trip-start';
import { isWizardState, loadWizardState } from '../wizard/wizard-storage';
import { emptyWizardState } from '../wizard/wizard-state';
import { BookingDone } from './booking-done';
import { Wizard, type WizardMode } from './wizard';

/** A positive whole id from the URL, or null. */
function idOf(text: string | null | undefined): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Why a saved draft or a booked trip could not be opened, with the way out. */
function CannotOpen({ title, message }: { title: string; message: string }) {
  const { can } = useSession();
  return (
    <>
      <PageHeader title={title} />
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {message}
        </Alert>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          {can('reservations:view') && (
            <Button component={Link} to="/reservations" variant="outlined">
              Reservations
            </Button>
          )}
          <Button component={Link} to="/reservation/create" variant="outlined">
            Book a new trip
          </Button>
        </Stack>
      </Stack>
    </>
  );
}

/**
 * The wizard, then what was booked or saved; "Book another trip" starts afresh at `/reservation/create`.
 * `goOnAtStart` presses Next on opening (not again for another trip).
 */
function WizardThenDone({
  mode,
  initial,
  goOnAtStart = false,
}: {
  mode: WizardMode;
  initial: Parameters<typeof Wizard>[0]['initial'];
  goOnAtStart?: boolean;
}) {
  const navigate = useNavigate();
  const [result, setResult] = useState<BookingResult | null>(null);
  const [round, setRound] = useState(0);
  const bookAnother = () => {
    if (mode.kind !== 'create') return void navigate('/reservation/create?isGettingAQuote=false');
    // Already at the new-trip address: a fresh wizard in place (navigating to the same address changes nothing).
    setResult(null);
    setRound((n) => n + 1);
  };
  if (result)
    return (
      <>
        <PageHeader
          title={mode.kind === 'update' ? 'Changes saved' : result.requested ? BOOKING_REQUEST_WORDS.title : 'Booked'}
        />
        <BookingDone
          result={result}
          changed={mode.kind === 'update' ? mode.booked : undefined}
          onBookAnother={bookAnother}
        />
      </>
    );
  return (
    <Wizard
      key={round}
      mode={mode}
      initial={round === 0 ? initial : emptyWizardState()}
      onDone={setResult}
      goOnAtStart={round === 0 && goOnAtStart}
    />
  );
}

/** `?id=&draft=true`: a saved draft, resumed where it was left, in any browser. */
function FromDraft({ id }: { id: number }) {
  const draft = useQuery(draftQueryOptions(id));
  if (draft.isPending) return <PageLoader label="Opening the draft" />;
  if (draft.isError) return <CannotOpen title="Draft" message={draft.error.message} />;
  const { state, version, number } = draft.data;
  const initial = isWizardState(state) ? state : emptyWizardState();
  return <WizardThenDone mode={{ kind: 'draft', draft: { id, version, number } }} initial={initial} />;
}

/** `?id=`: a booked trip booked again, everything but the dates prefilled. */
function FromDuplicate({ id }: { id: number }) {
  const booked = useQuery(bookedTripQueryOptions(id));
  const { isSettled, airports } = useSettledAirports();
  if (booked.isPending || !isSettled) return <PageLoader label="Copying the trip" />;
  if (booked.isError) return <CannotOpen title="Duplicate" message={booked.error.message} />;
  const initial = fromBookedTrip(booked.data, airports, { withDates: false });
  return <WizardThenDone mode={{ kind: 'duplicate', number: booked.data.number }} initial={initial} />;
}

/** Takes the first step's fields out of the address; anything else (`isGettingAQuote`) stays. */
function withoutTripStart(params: URLSearchParams): URLSearchParams {
  for (const name of Object.values(TRIP_START_FIELDS)) params.delete(name);
  return params;
}

/**
 * `?start=…`: the visitor's first step, sent from the server's plain form (decision 067), goes on in the wizard:
 * with "Next" the wizard checks it and goes on to the price, with "Add a stop" it stays on step 1 with a stop to
 * fill in. Without the airports (not loaded) the airport is left to choose. Once the wizard is open (and keeps its
 * state in this tab), the form's fields leave the address, so a reload or a shared link does not send them again.
 */
function FromTripStart({ start }: { start: TripStart }) {
  const { isSettled, airports } = useSettledAirports();
  const [, setSearchParams] = useSearchParams();
  const hasCleaned = useRef(false);
  useEffect(() => {
    if (!isSettled || hasCleaned.current) return;
    hasCleaned.current = true;
    setSearchParams(withoutTripStart, { replace: true });
  }, [isSettled, setSearchParams]);
  // The times typed are read on the business's clock, so its first answer is waited for too (a failure leaves the
  // 12-hour one). Not `isPending`: the wizard's own use of the query fetches a failed one again, pending once more.
  const clock = useQuery(getBusinessDateQueryOptions());
  const { timeFormat } = useBusinessDate();
  if (!isSettled || !clock.isFetched) return <PageLoader label="Opening your trip" />;
  // The wizard takes its state once, when it opens; airports loaded later change nothing there.
  const initial = wizardFromTripStart(start, airports, timeFormat);
  return (
    <TripStartTimes.Provider value={typedTimesOf(start)}>
      <WizardThenDone mode={{ kind: 'create' }} initial={initial} goOnAtStart={start.action === 'next'} />
    </TripStartTimes.Provider>
  );
}

/**
 * A new trip: the one kept in this tab, else the visitor's first step from the server (`?start=…`), else an empty
 * one. Decided once: taking the first step's fields out of the address must not reopen the wizard.
 */
function NewTrip() {
  const [searchParams] = useSearchParams();
  const [start] = useState(() => (loadWizardState() === null ? readTripStart(searchParams) : null));
  if (start) return <FromTripStart start={start} />;
  return <WizardThenDone mode={{ kind: 'create' }} initial={loadWizardState() ?? emptyWizardState()} />;
}

/**
 * `/reservation/create` (DESIGN §5 "Creation flow"): a new trip (kept in this tab across a sign-in, or begun on
 * the server's first step: `?start=…`), a draft to resume (`?id=&draft=true`) or a trip to book again (`?id=`).
 */
export function BookingWizard() {
  const { status, isSignedIn } = useSession();
  const [searchParams] = useSearchParams();
  // The draft this screen's open wizard saved: its link, put in the address bar, does not reopen it.
  const [savedHere, setSavedHere] = useState<number | null>(null);
  const id = idOf(searchParams.get('id'));
  const isDraft = searchParams.get('draft') === 'true';
  let screen: ReactNode;
  if (status === 'restoring') screen = <PageLoader label="Restoring your session" />;
  else if (id !== null && !isSignedIn)
    screen = <CannotOpen title="Create Reservation" message="Sign in to open a saved draft or copy a trip." />;
  else if (id !== null && isDraft && id !== savedHere) screen = <FromDraft key={`draft-${id}`} id={id} />;
  else if (id !== null && !isDraft) screen = <FromDuplicate key={`duplicate-${id}`} id={id} />;
  else screen = <NewTrip />;
  return <NewDraftHere.Provider value={setSavedHere}>{screen}</NewDraftHere.Provider>;
}

/**
 * `/reservation/update/{reservationId}`: the booked trip in the same steps, priced again by the server, saved
 * without a payment step; what is then due or refundable is shown. Refused, before anyone types, when the trip may
 * no longer be changed by this person (the server refuses the save on the same rule).
 */
export function ReservationUpdate() {
  const { reservationId } = useParams();
  const id = idOf(reservationId);
  const booked = useQuery({ ...bookedTripQueryOptions(id ?? 0), enabled: id !== null });
  const { isSettled, airports } = useSettledAirports();
  if (id === null) return <CannotOpen title="Update Reservation" message="This reservation was not found." />;
  if (booked.isPending || !isSettled) return <PageLoader label="Opening the reservation" />;
  if (booked.isError) return <CannotOpen title="Update Reservation" message={booked.error.message} />;
  const { data } = booked;
  if (data.editRefusal) return <CannotOpen title={`Update Reservation ${data.number}`} message={data.editRefusal} />;
  const initial = fromBookedTrip(data, airports, { withDates: true });
  return <WizardThenDone key={data.id} mode={{ kind: 'update', booked: data }} initial={initial} />;
}
