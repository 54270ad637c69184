import { formatMoney, type BookedTrip, type BookingResult } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useBusinessDate } from '../../../lib/use-business-date';
import { draftQueryOptions } from '../api/draft';
import { saveDraft } from '../api/save-draft';
import { useAvailableCars } from '../api/get-available-cars';
import { stepOfField, toFieldMessages, type FieldMessages } from '../wizard/field-paths';
import { useBooking, type BookingPayment } from '../wizard/use-booking';
import { useLiveQuote } from '../wizard/use-live-quote';
import { showMessages, useOwnDetails, useQuoteFieldErrors, useStepFocus } from '../wizard/use-wizard-form-effects';
import { checkCustomer, checkPrice, checkTrip } from '../wizard/wizard-checks';
import { emptyWizardState, STEP_LABELS, STEPS, type Step, type WizardState } from '../wizard/wizard-state';
import { clearWizardState, saveWizardState } from '../wizard/wizard-storage';
import { BalanceNote } from './balance-note';
import { CarClasses } from './car-classes';
import { CustomerStep } from './customer-step';
import { PaymentStep } from './payment-step';
import { PriceExplainer } from './price-explainer';
import { PriceOptions } from './price-options';
import { StepActions } from './step-actions';
import { SummaryStep } from './summary-step';
import { TripStep } from './trip-step';
import { WizardStepper } from './wizard-stepper';

/**
 * Where the wizard's trip comes from and where it goes: a new booking (kept in this tab), a saved draft resumed, a
 * booked trip copied without its dates, or a booked trip changed (`PUT`, no payment step).
 */
export type WizardMode =
  | { kind: 'create' }
  | { kind: 'draft'; draft: { id: number; version: number; number: string } }
  | { kind: 'duplicate'; number: string }
  | { kind: 'update'; booked: BookedTrip };

/** The update screen's steps: the trip is paid (or not) already, so no payment step. */
const UPDATE_STEPS: readonly Step[] = STEPS.filter((step) => step !== 'payment');

/**
 * The booking wizard (DESIGN §5 "Creation flow"): trip · cars and price · customer · summary and terms · payment,
 * with the live price beside the first steps. The whole wizard is one form state (`WizardState`), whole for a
 * draft to save. `?isGettingAQuote` (default true for a new trip) jumps from the price to the summary and offers
 * "Proceed" there.
 */
export function Wizard({
  mode,
  initial,
  onDone,
}: {
  mode: WizardMode;
  initial: WizardState;
  onDone: (result: BookingResult) => void;
}) {
  const { user, can, isSignedIn } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const isUpdate = mode.kind === 'update';
  // A resumed draft or a copied trip is a booking under way: quote mode only when asked for.
  const quoteParam = searchParams.get('isGettingAQuote');
  const isGettingAQuote = !isUpdate && (mode.kind === 'create' ? quoteParam !== 'false' : quoteParam === 'true');
  const steps = isUpdate ? UPDATE_STEPS : STEPS;
  const form = useForm<WizardState>({ defaultValues: initial });
  const state = form.watch();
  const mayEnterMiles = can('reservations:create') && can('reservations:search-user');
  const { timeZone } = useBusinessDate();
  const context = { mayEnterMiles, timeZone };
  const cars = useAvailableCars().data ?? [];
  // The update screen's price is the change's, as saving it writes it (decision 055).
  const live = useLiveQuote(state, cars, context, user?.id ?? null, isUpdate ? mode.booked.id : null);
  const [problems, setProblems] = useState<string[]>([]);
  const [draft, setDraft] = useState(mode.kind === 'draft' ? mode.draft : null);
  const [isSavingDraft, setIsSavingDraft] = useState(false);
  const { step } = state;
  const heading = useStepFocus(step);

  // A new trip is kept in this tab while it is filled in (a sign-in leaves the page and comes back); a draft, a
  // copy or a change comes from the server again.
  const stateText = JSON.stringify(state);
  useEffect(() => {
    if (mode.kind === 'create') saveWizardState(JSON.parse(stateText) as WizardState);
  }, [stateText, mode.kind]);

  useQuoteFieldErrors(form, live.error, mayEnterMiles);
  // A signed-in customer books for themselves; staff who search users book for others.
  useOwnDetails(form, step, isSignedIn && !can('reservations:search-user') ? user : null);

  const goTo = (next: Step) => {
    setProblems([]);
    form.setValue('step', next);
  };
  /** Shows what stops the person, on its fields and above the buttons; goes back to the first step at fault. */
  const stopWith = (messages: FieldMessages, type = 'check') => {
    const shown = showMessages(form, messages, type);
    const first = Object.keys(messages)[0];
    if (first && STEPS.indexOf(stepOfField(first)) < STEPS.indexOf(step)) form.setValue('step', stepOfField(first));
    setProblems(shown);
    return shown.length > 0;
  };

  const booking = useBooking({
    live,
    userId: user?.id ?? null,
    draftId: draft?.id ?? null,
    updating: isUpdate ? { id: mode.booked.id, version: mode.booked.version } : null,
    getState: () => form.getValues(),
    onFieldErrors: (fields) =>
      stopWith(toFieldMessages(fields, { state: form.getValues(), mayEnterMiles }).fields, 'server'),
  });

  const finish = (result: BookingResult | null) => {
    if (!result) return;
    if (mode.kind === 'create') clearWizardState();
    onDone(result);
  };
  const next = () => {
    const values = form.getValues();
    if (step === 'trip') {
      if (!stopWith(checkTrip(values.trip, context))) goTo('price');
    } else if (step === 'price') {
      if (stopWith({ ...checkTrip(values.trip, context), ...checkPrice(values, cars) })) return;
      // A refusal naming a field (a past pickup, a code) goes to that field, on whichever step shows it.
      const refused = live.error instanceof ApiRequestError ? live.error.fields : undefined;
      if (refused && stopWith(toFieldMessages(refused, { state: values, mayEnterMiles }).fields, 'quote')) return;
      if (live.error) return setProblems([live.error.message]);
      if (!live.isCurrent) return setProblems(['The price is being updated: a moment, then Next again.']);
      goTo(isGettingAQuote ? 'summary' : 'customer');
    } else if (step === 'customer') {
      if (!isSignedIn || !can('reservations:create')) return;
      if (!stopWith(checkCustomer(values))) goTo('summary');
    } else if (step === 'summary') {
      if (isUpdate) void booking.saveChanges().then(finish);
      else if (isGettingAQuote) {
        setSearchParams(
          (params) => {
            params.set('isGettingAQuote', 'false');
            return params;
          },
          { replace: true },
        );
        goTo('customer');
      } else if (!values.termsAccepted) stopWith({ termsAccepted: 'Please accept the terms to book' });
      else goTo('payment');
    }
  };
  const back = () => {
    const previous: Record<Step, Step | null> = {
      trip: null,
      price: 'trip',
      customer: 'price',
      summary: isGettingAQuote ? 'price' : 'customer',
      payment: 'summary',
    };
    const to = previous[step];
    if (to) goTo(to);
  };
  const book = async (payment?: BookingPayment) => finish(await booking.book(payment));
  const startOver = () => {
    booking.reset();
    setProblems([]);
    if (mode.kind === 'create') form.reset(emptyWizardState());
    else void navigate('/reservation/create?isGettingAQuote=false');
  };

  /** Saves the whole wizard as a draft (the first time a new one, whose link then stands in the address bar). */
  const saveAsDraft = async () => {
    setIsSavingDraft(true);
    try {
      const saved = await saveDraft(form.getValues(), draft);
      setDraft({ id: saved.id, version: saved.version, number: saved.number });
      toast.success(`Draft ${saved.number} saved`);
      if (!draft) {
        // Its link resumes it in any browser; the screen goes on with it as it is.
        queryClient.setQueryData(draftQueryOptions(saved.id).queryKey, saved);
        setSearchParams(
          (params) => {
            params.set('id', String(saved.id));
            params.set('draft', 'true');
            params.set('isGettingAQuote', String(isGettingAQuote));
            return params;
          },
          { replace: true },
        );
      }
    } catch (failure) {
      const stale = failure instanceof ApiRequestError && failure.code === 'CONFLICT';
      setProblems([
        stale
          ? 'This draft was changed in another window since you opened it. Reload the page to see that version.'
          : `The draft was not saved: ${errorMessage(failure)}`,
      ]);
    } finally {
      setIsSavingDraft(false);
    }
  };

  const index = steps.indexOf(step);
  const showsExplainer = step === 'trip' || step === 'price' || step === 'customer';
  const nextLabel =
    step === 'summary' && isUpdate ? 'Save changes' : step === 'summary' && isGettingAQuote ? 'Proceed' : 'Next';
  const canGoOn = step !== 'payment' && !(step === 'customer' && (!isSignedIn || !can('reservations:create')));
  const maySaveDraft = !isUpdate && isSignedIn && can('reservations:draft');
  // A visitor comes back here after signing in, on the customer step, no longer in quote mode.
  const returnTo = `${pathname}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(search)), isGettingAQuote: 'false' }).toString()}`;
  const title = isUpdate
    ? `Update Reservation ${mode.booked.number}`
    : isGettingAQuote
      ? 'Get a quote'
      : 'Create Reservation';

  return (
    <FormProvider {...form}>
      <PageHeader
        title={title}
        actions={
          <>
            {maySaveDraft && (
              <Button onClick={() => void saveAsDraft()} size="small" variant="outlined" loading={isSavingDraft}>
                Save draft
              </Button>
            )}
            <Button onClick={startOver} size="small">
              {isUpdate ? 'Book a new trip' : 'Start over'}
            </Button>
          </>
        }
      />
      {draft && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Draft {draft.number}: saved on the server, so its link opens it in any browser. Booking it keeps its number.
        </Alert>
      )}
      {mode.kind === 'duplicate' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          A copy of {mode.number}: everything but the dates is filled in. Choose the new pickup date and time.
        </Alert>
      )}
      <WizardStepper step={step} steps={steps} skipped={isGettingAQuote ? ['customer'] : []} onGoTo={goTo} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: showsExplainer ? 'minmax(0, 7fr) minmax(0, 5fr)' : 'minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="wizard-step-heading"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography
            id="wizard-step-heading"
            ref={heading}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ mb: 2, outline: 'none' }}
          >
            Step {index + 1} of {steps.length}: {STEP_LABELS[step]}
          </Typography>
          <form noValidate aria-labelledby="wizard-step-heading" onSubmit={(event) => event.preventDefault()}>
            {step === 'trip' && (
              <TripStep mayPointToPoint={can('reservations:point-to-point')} mayEnterMiles={mayEnterMiles} />
            )}
            {step === 'price' && (
              <Box sx={{ display: 'grid', gap: 3 }}>
                <CarClasses quote={live.quote} />
                <PriceOptions quote={live.quote} />
              </Box>
            )}
            {step === 'customer' && <CustomerStep returnTo={returnTo} />}
            {step === 'summary' && (
              <SummaryStep state={state} live={live} isGettingAQuote={isGettingAQuote} isUpdate={isUpdate} />
            )}
            {step === 'summary' && isUpdate && (
              <BalanceNote booked={mode.booked} live={live} priceChangedFrom={booking.priceChangedFrom} />
            )}
            {step === 'summary' && isUpdate && booking.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {booking.error}
              </Alert>
            )}
            {step === 'payment' && (
              <PaymentStep
                live={live}
                mayBookWithoutPayment={can('reservations:create-without-payment')}
                isBooking={booking.isBooking}
                priceChangedFrom={booking.priceChangedFrom}
                bookingError={booking.error}
                onBook={() => void book()}
                onSendRequest={() => void book({ kind: 'request' })}
                onCreatePaypalOrder={booking.openPaypalOrder}
                onPaidByPaypal={(orderId) => book({ kind: 'paypal', orderId })}
                onPaymentError={booking.fail}
              />
            )}
          </form>
          {showsExplainer && live.quote && !live.error && (
            // On a phone the explainer is below the form: its total is repeated by the buttons.
            <Typography variant="body2" sx={{ display: { md: 'none' }, mt: 3 }}>
              Total <strong>{formatMoney(live.quote.total)}</strong>; the breakdown is below.
            </Typography>
          )}
          <StepActions
            onBack={index > 0 ? back : undefined}
            next={
              canGoOn
                ? { label: nextLabel, onClick: next, disabled: isUpdate && step === 'summary' && booking.isBooking }
                : undefined
            }
            problems={problems}
          />
        </Paper>
        {showsExplainer && (
          <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <PriceExplainer live={live} />
          </Box>
        )}
      </Box>
    </FormProvider>
  );
}
