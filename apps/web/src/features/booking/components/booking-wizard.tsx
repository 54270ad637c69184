import { formatMoney, type BookingResult } from '@livery/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { ApiRequestError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useAvailableCars } from '../api/get-available-cars';
import { stepOfField, toFieldMessages, type FieldMessages } from '../wizard/field-paths';
import { useBooking, type BookingPayment } from '../wizard/use-booking';
import { useLiveQuote } from '../wizard/use-live-quote';
import { showMessages, useOwnDetails, useQuoteFieldErrors, useStepFocus } from '../wizard/use-wizard-form-effects';
import { checkCustomer, checkPrice, checkTrip } from '../wizard/wizard-checks';
import { emptyWizardState, STEP_LABELS, STEPS, type Step, type WizardState } from '../wizard/wizard-state';
import { clearWizardState, loadWizardState, saveWizardState } from '../wizard/wizard-storage';
import { BookingDone } from './booking-done';
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
 * `/reservation/create` (DESIGN §5 "Creation flow"): trip · cars and price · customer · summary and terms ·
 * payment, with the live price beside the first steps. The whole wizard is one form state (`WizardState`), kept in
 * this tab's sessionStorage so signing in comes back to it, and whole for a draft to save. `?isGettingAQuote`
 * (default true) jumps from the price to the summary and offers "Proceed" there.
 */
export function BookingWizard() {
  const { status } = useSession();
  const [result, setResult] = useState<BookingResult | null>(null);
  const [round, setRound] = useState(0);
  if (status === 'restoring') return <PageLoader label="Restoring your session" />;
  if (result)
    return (
      <>
        <PageHeader title="Booked" />
        <BookingDone
          result={result}
          onBookAnother={() => {
            setResult(null);
            setRound((n) => n + 1);
          }}
        />
      </>
    );
  return <Wizard key={round} onBooked={setResult} />;
}

function Wizard({ onBooked }: { onBooked: (result: BookingResult) => void }) {
  const { user, can, isSignedIn } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const isGettingAQuote = searchParams.get('isGettingAQuote') !== 'false';
  const [initial] = useState(() => loadWizardState() ?? emptyWizardState());
  const form = useForm<WizardState>({ defaultValues: initial });
  const state = form.watch();
  const mayEnterMiles = can('reservations:create') && can('reservations:search-user');
  const context = { mayEnterMiles };
  const cars = useAvailableCars().data ?? [];
  const live = useLiveQuote(state, cars, context, user?.id ?? null);
  const [problems, setProblems] = useState<string[]>([]);
  const { step } = state;
  const heading = useStepFocus(step);

  // Kept in this tab while it is filled in (a sign-in leaves the page and comes back).
  const stateText = JSON.stringify(state);
  useEffect(() => saveWizardState(JSON.parse(stateText) as WizardState), [stateText]);

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
    getState: () => form.getValues(),
    onFieldErrors: (fields) =>
      stopWith(toFieldMessages(fields, { state: form.getValues(), mayEnterMiles }).fields, 'server'),
  });

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
      if (isGettingAQuote) {
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
  const book = async (payment?: BookingPayment) => {
    const booked = await booking.book(payment);
    if (!booked) return;
    clearWizardState();
    onBooked(booked);
  };
  const startOver = () => {
    form.reset(emptyWizardState());
    booking.reset();
    setProblems([]);
  };

  const index = STEPS.indexOf(step);
  const showsExplainer = step === 'trip' || step === 'price' || step === 'customer';
  const nextLabel = step === 'summary' && isGettingAQuote ? 'Proceed' : 'Next';
  const canGoOn = step !== 'payment' && !(step === 'customer' && (!isSignedIn || !can('reservations:create')));
  // A visitor comes back here after signing in, on the customer step, no longer in quote mode.
  const returnTo = `${pathname}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(search)), isGettingAQuote: 'false' }).toString()}`;

  return (
    <FormProvider {...form}>
      <PageHeader
        title={isGettingAQuote ? 'Get a quote' : 'Create Reservation'}
        actions={
          <Button onClick={startOver} size="small">
            Start over
          </Button>
        }
      />
      <WizardStepper step={step} skipped={isGettingAQuote ? ['customer'] : []} onGoTo={goTo} />
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
            Step {index + 1} of {STEPS.length}: {STEP_LABELS[step]}
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
            {step === 'summary' && <SummaryStep state={state} live={live} isGettingAQuote={isGettingAQuote} />}
            {step === 'payment' && (
              <PaymentStep
                live={live}
                mayBookWithoutPayment={can('reservations:create-without-payment')}
                isBooking={booking.isBooking}
                priceChangedFrom={booking.priceChangedFrom}
                bookingError={booking.error}
                onBook={() => void book()}
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
            next={canGoOn ? { label: nextLabel, onClick: next } : undefined}
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
