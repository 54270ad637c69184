/** The booking wizard's form: the fields of the step it is on (trip, cars and price, customer, summary, payment). */
import { maySendQuote } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSession } from '../../../lib/session';
import type { LiveQuote } from '../wizard/use-live-quote';
import type { WizardFlow } from '../wizard/use-wizard-flow';
import type { WizardMode } from '../wizard/wizard-mode';
import type { WizardState } from '../wizard/wizard-state';
import { BalanceNote } from './balance-note';
import { CarClasses } from './car-classes';
import { CustomerStep } from './customer-step';
import { PaymentStep } from './payment-step';
import { PriceOptions } from './price-options';
import { SendQuote } from './send-quote';
import { SummaryStep } from './summary-step';
import { TripStep } from './trip-step';
import { usePublicConfiguration } from '../../../lib/public-configuration';

interface WizardStepFormProps {
  state: WizardState;
  mode: WizardMode;
  live: LiveQuote;
  flow: WizardFlow;
  isGettingAQuote: boolean;
  mayEnterMiles: boolean;
  /** Where a visitor comes back to after signing in on the customer step. */
  returnTo: string;
}

export function WizardStepForm({
  state,
  mode,
  live,
  flow,
  isGettingAQuote,
  mayEnterMiles,
  returnTo,
}: WizardStepFormProps) {
  const { can, user } = useSession();
  // Staff with the permission, or everyone when the company opens point-to-point trips (decision 092).
  const forEveryone = usePublicConfiguration().data?.booking.pointToPointForEveryone === true;
  const { step } = state;
  const { booking, book } = flow;
  return (
    <form noValidate aria-labelledby="wizard-step-heading" onSubmit={(event) => event.preventDefault()}>
      {step === 'trip' && (
        <TripStep mayPointToPoint={forEveryone || can('reservations:point-to-point')} mayEnterMiles={mayEnterMiles} />
      )}
      {step === 'price' && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <CarClasses quote={live.quote} />
          <PriceOptions quote={live.quote} />
        </Box>
      )}
      {step === 'customer' && <CustomerStep returnTo={returnTo} />}
      {step === 'summary' && (
        <SummaryStep state={state} live={live} isGettingAQuote={isGettingAQuote} isUpdate={mode.kind === 'update'} />
      )}
      {step === 'summary' && mode.kind === 'update' && (
        <BalanceNote booked={mode.booked} live={live} priceChangedFrom={booking.priceChangedFrom} />
      )}
      {step === 'summary' && mode.kind !== 'update' && !isGettingAQuote && maySendQuote(user) && (
        // Staff who book for customers may send the trip as a quote instead (decision 090): the customer is known
        // here, unlike in quote mode, which skips the customer step.
        <SendQuote
          onSend={booking.sendQuote}
          isSending={booking.isSendingQuote}
          priceChangedFrom={booking.priceChangedFrom}
          quote={live.quote ?? null}
          error={booking.error}
        />
      )}
      {step === 'summary' && mode.kind === 'update' && booking.error && (
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
  );
}
