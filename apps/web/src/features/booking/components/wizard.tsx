/** The booking wizard's screen: one form state, the step's heading and form, its buttons and the live price. */
import { formatMoney, maySetMiles, WIZARD_FRAME, type BookingResult } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../../lib/session';
import { getBusinessDateQueryOptions, useBusinessDate } from '../../../lib/use-business-date';
import { useAvailableCars } from '../api/get-available-cars';
import { TripStartTimes } from '../wizard/trip-start';
import { useDraftSaving } from '../wizard/use-draft-saving';
import { useLiveQuote } from '../wizard/use-live-quote';
import { useOwnDetails, useQuoteFieldErrors, useStepFocus } from '../wizard/use-wizard-form-effects';
import { useWizardFlow } from '../wizard/use-wizard-flow';
import { stepsOf, type WizardMode } from '../wizard/wizard-mode';
import type { WizardState } from '../wizard/wizard-state';
import { saveWizardText } from '../wizard/wizard-storage';
import { PriceExplainer } from './price-explainer';
import { StepActions } from './step-actions';
import { WizardStepForm } from './wizard-step-form';
import { WizardStepper } from './wizard-stepper';

export type { WizardMode } from '../wizard/wizard-mode';

/**
 * The booking wizard (DESIGN §5 "Creation flow"): trip · cars and price · customer · summary and terms · payment,
 * with the live price beside the first steps. The whole wizard is one form state (`WizardState`), whole for a
 * draft to save. `?isGettingAQuote` (default true for a new trip) jumps from the price to the summary and offers
 * "Proceed" there. `goOnAtStart` presses Next once on opening: the visitor's first step from the server (decision
 * 067) was sent with its Next, and step 1's own checks decide whether the wizard goes on to the price.
 */
export function Wizard({
  mode,
  initial,
  onDone,
  goOnAtStart = false,
}: {
  mode: WizardMode;
  initial: WizardState;
  onDone: (result: BookingResult) => void;
  goOnAtStart?: boolean;
}) {
  const { user, can, isSignedIn } = useSession();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const isUpdate = mode.kind === 'update';
  // A resumed draft or a copied trip is a booking under way: quote mode only when asked for.
  const quoteParam = searchParams.get('isGettingAQuote');
  const isGettingAQuote = !isUpdate && (mode.kind === 'create' ? quoteParam !== 'false' : quoteParam === 'true');
  const steps = stepsOf(mode);
  const form = useForm<WizardState>({ defaultValues: initial });
  const state = form.watch();
  const mayEnterMiles = maySetMiles(user);
  const { timeZone } = useBusinessDate();
  // A new trip is held to the 6-hour rule for the person booking it on step 1; a change, to its own rules.
  const context = { mayEnterMiles, timeZone, ...(!isUpdate && { booker: user }) };
  const cars = useAvailableCars().data ?? [];
  // The update screen's price is the change's, as saving it writes it (decision 055).
  const live = useLiveQuote(state, cars, context, user?.id ?? null, isUpdate ? mode.booked.id : null);
  const [problems, setProblems] = useState<string[]>([]);
  const draft = useDraftSaving({
    mode,
    isGettingAQuote,
    getState: () => form.getValues(),
    onProblem: (message) => setProblems([message]),
  });
  const flow = useWizardFlow({
    form,
    mode,
    isGettingAQuote,
    context,
    cars,
    live,
    draftId: draft.draft?.id ?? null,
    setProblems,
    onDone,
  });
  const { step } = state;
  const heading = useStepFocus(step);
  // The times the server's first step sent, until the trip is started over.
  const typedTimes = useContext(TripStartTimes);

  // Next, pressed once on opening when asked (a ref: StrictMode runs effects twice), once the business's time zone
  // is known or could not be (step 1's past-pickup check uses it).
  const hasGoneOn = useRef(false);
  const isTimeZoneSettled = !useQuery(getBusinessDateQueryOptions()).isPending;
  useEffect(() => {
    if (!goOnAtStart || !isTimeZoneSettled || hasGoneOn.current) return;
    hasGoneOn.current = true;
    flow.next();
  }, [goOnAtStart, isTimeZoneSettled, flow]);

  // A new trip is kept in this tab while it is filled in (a sign-in leaves the page and comes back); a draft, a
  // copy or a change comes from the server again.
  const stateText = JSON.stringify(state);
  useEffect(() => {
    if (mode.kind === 'create') saveWizardText(stateText);
  }, [stateText, mode.kind]);

  useQuoteFieldErrors(form, live.error, mayEnterMiles);
  // A signed-in customer books for themselves; staff who search users book for others.
  useOwnDetails(form, step, isSignedIn && !can('reservations:search-user') ? user : null);

  const index = steps.indexOf(step);
  const showsExplainer = step === 'trip' || step === 'price' || step === 'customer';
  const maySaveDraft = !isUpdate && isSignedIn && can('reservations:draft');
  // A visitor comes back here after signing in, on the customer step, no longer in quote mode.
  const returnTo = `${pathname}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(search)), isGettingAQuote: 'false' }).toString()}`;
  const title = isUpdate
    ? `Update Reservation ${mode.booked.number}`
    : isGettingAQuote
      ? WIZARD_FRAME.quoteTitle
      : 'Create Reservation';

  return (
    <FormProvider {...form}>
      <PageHeader
        title={title}
        actions={
          <>
            {maySaveDraft && (
              <Button onClick={() => void draft.save()} size="small" variant="outlined" loading={draft.isSaving}>
                Save draft
              </Button>
            )}
            <Button onClick={flow.startOver} size="small">
              {isUpdate ? 'Book a new trip' : 'Start over'}
            </Button>
          </>
        }
      />
      {draft.draft && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Draft {draft.draft.number}: saved on the server, so its link opens it in any browser. Booking it keeps its
          number.
        </Alert>
      )}
      {mode.kind === 'duplicate' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          A copy of {mode.number}: everything but the dates is filled in. Choose the new pickup date and time.
        </Alert>
      )}
      <WizardStepper
        step={step}
        steps={steps}
        skipped={isGettingAQuote ? WIZARD_FRAME.quoteSkips : []}
        onGoTo={flow.goTo}
      />
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
            {WIZARD_FRAME.stepHeading(index, steps.length, step)}
          </Typography>
          <TripStartTimes.Provider value={flow.resets === 0 ? typedTimes : {}}>
            <WizardStepForm
              key={flow.resets}
              state={state}
              mode={mode}
              live={live}
              flow={flow}
              isGettingAQuote={isGettingAQuote}
              mayEnterMiles={mayEnterMiles}
              returnTo={returnTo}
            />
          </TripStartTimes.Provider>
          {showsExplainer && live.quote && !live.error && (
            // On a phone the explainer is below the form: its total is repeated by the buttons.
            <Typography variant="body2" sx={{ display: { md: 'none' }, mt: 3 }}>
              Total <strong>{formatMoney(live.quote.total)}</strong>; the breakdown is below.
            </Typography>
          )}
          <StepActions
            onBack={index > 0 ? flow.back : undefined}
            next={
              flow.canGoOn
                ? {
                    label: flow.nextLabel,
                    onClick: flow.next,
                    disabled: isUpdate && step === 'summary' && flow.booking.isBooking,
                  }
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
