/** The wizard's navigation and submit: Next's checks step by step, Back, booking or saving a change, starting over. */
import { WIZARD_FRAME, type BookingResult, type Car } from '@livery/domain';
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { stepOfField, toFieldMessages, type FieldMessages } from './field-paths';
import type { RequestContext } from './trip-request';
import { useBooking, type BookingPayment } from './use-booking';
import type { LiveQuote } from './use-live-quote';
import { showMessages } from './use-wizard-form-effects';
import { checkCustomer, checkPrice, checkTrip } from './wizard-checks';
import type { WizardMode } from './wizard-mode';
import { emptyWizardState, STEPS, type Step, type WizardState } from './wizard-state';
import { clearWizardState } from './wizard-storage';

interface WizardFlowOptions {
  form: UseFormReturn<WizardState>;
  mode: WizardMode;
  isGettingAQuote: boolean;
  context: RequestContext;
  cars: readonly Car[];
  live: LiveQuote;
  /** The draft open on the server, which booking turns into the reservation. */
  draftId: number | null;
  /** What stops the person, shown above the buttons. */
  setProblems: Dispatch<SetStateAction<string[]>>;
  onDone: (result: BookingResult) => void;
}

export function useWizardFlow(options: WizardFlowOptions) {
  const { form, mode, isGettingAQuote, context, cars, live, draftId, setProblems, onDone } = options;
  const { user, can, isSignedIn } = useSession();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const isUpdate = mode.kind === 'update';
  const step = form.watch('step');
  const mayBook = isSignedIn && can('reservations:create');

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
  const fieldMessages = (fields: Record<string, string>, state: WizardState) =>
    toFieldMessages(fields, { state, mayEnterMiles: context.mayEnterMiles }).fields;

  const booking = useBooking({
    live,
    userId: user?.id ?? null,
    draftId,
    updating: mode.kind === 'update' ? { id: mode.booked.id, version: mode.booked.version } : null,
    getState: () => form.getValues(),
    onFieldErrors: (fields) => stopWith(fieldMessages(fields, form.getValues()), 'server'),
  });

  const finish = (result: BookingResult | null) => {
    if (!result) return;
    if (mode.kind === 'create') clearWizardState();
    onDone(result);
  };
  const leaveQuoteMode = () =>
    setSearchParams(
      (params) => {
        params.set('isGettingAQuote', 'false');
        return params;
      },
      { replace: true },
    );
  const nextFromPrice = (values: WizardState) => {
    if (stopWith({ ...checkTrip(values.trip, context), ...checkPrice(values, cars) })) return;
    // A refusal naming a field (a past pickup, a code) goes to that field, on whichever step shows it.
    const refused = live.error instanceof ApiRequestError ? live.error.fields : undefined;
    if (refused && stopWith(fieldMessages(refused, values), 'quote')) return;
    if (live.error) return setProblems([live.error.message]);
    if (!live.isCurrent) return setProblems(['The price is being updated: a moment, then Next again.']);
    goTo(isGettingAQuote ? 'summary' : 'customer');
  };
  const next = () => {
    const values = form.getValues();
    if (step === 'trip') {
      if (!stopWith(checkTrip(values.trip, context))) goTo('price');
    } else if (step === 'price') nextFromPrice(values);
    else if (step === 'customer') {
      if (!mayBook) return;
      if (!stopWith(checkCustomer(values))) goTo('summary');
    } else if (step === 'summary') {
      if (isUpdate) void booking.saveChanges().then(finish);
      else if (isGettingAQuote) {
        leaveQuoteMode();
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
  // How often the form was emptied: the step's fields start afresh, with no text of their own kept (a time's).
  const [resets, setResets] = useState(0);
  const startOver = () => {
    booking.reset();
    setProblems([]);
    setResets((count) => count + 1);
    if (mode.kind === 'create') form.reset(emptyWizardState());
    else void navigate('/reservation/create?isGettingAQuote=false');
  };

  const nextLabel =
    step === 'summary' && isUpdate
      ? 'Save changes'
      : step === 'summary' && isGettingAQuote
        ? 'Proceed'
        : WIZARD_FRAME.next;
  /** Next is offered: not on the payment step, nor on the customer step to someone who may not book. */
  const canGoOn = step !== 'payment' && !(step === 'customer' && !mayBook);
  return { booking, goTo, next, back, book, startOver, nextLabel, canGoOn, resets };
}

export type WizardFlow = ReturnType<typeof useWizardFlow>;
