import type { CustomerLookup } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useAffiliateSearch, type AffiliateLookup } from '../api/search-affiliates';
import { useCustomerSearch } from '../api/search-customers';
import { touchesAirport, type WizardState } from '../wizard/wizard-state';
import { SearchAutocomplete } from './search-autocomplete';
import { SignUpDialog } from './sign-up-dialog';
import { WizardTextField } from './wizard-text-field';

const customerLabel = (user: CustomerLookup) => `${user.fullName} (${user.email})`;

/** Staff booking for someone: an existing customer fills in their details (and books on their account). */
function CustomerSearch() {
  const { setValue, getValues, clearErrors } = useFormContext<WizardState>();
  const chosen = useWatch<WizardState, 'customer.customerLabel'>({ name: 'customer.customerLabel' });
  return (
    <SearchAutocomplete<CustomerLookup>
      label="Existing customer"
      noun="customer"
      helperText="Search by name, e-mail or phone; or fill in the details below for a new one"
      chosenLabel={chosen}
      optionLabel={customerLabel}
      optionKey={(user) => user.id}
      useSearch={useCustomerSearch}
      onChoose={(user) => {
        const customer = getValues('customer');
        setValue(
          'customer',
          user
            ? {
                ...customer,
                customerId: user.id,
                customerLabel: customerLabel(user),
                name: user.fullName,
                email: user.email,
                phoneNumber: user.phoneNumber ?? '',
              }
            : { ...customer, customerId: null, customerLabel: '' },
        );
        clearErrors(['customer.name', 'customer.email', 'customer.phoneNumber', 'customer.customerId']);
      }}
    />
  );
}

function AffiliateSearch() {
  const { setValue, getValues } = useFormContext<WizardState>();
  const chosen = useWatch<WizardState, 'customer.affiliateName'>({ name: 'customer.affiliateName' });
  return (
    <SearchAutocomplete<AffiliateLookup>
      label="Affiliate (optional)"
      noun="affiliate"
      helperText="The partner who books for this customer"
      chosenLabel={chosen}
      optionLabel={(affiliate) => affiliate.name}
      optionKey={(affiliate) => affiliate.id}
      useSearch={useAffiliateSearch}
      onChoose={(affiliate) =>
        setValue('customer', {
          ...getValues('customer'),
          affiliateId: affiliate?.id ?? null,
          affiliateName: affiliate?.name ?? '',
        })
      }
    />
  );
}

/** A visitor signs in or creates an account to book; the trip waits in this tab (sessionStorage). */
function SignInToBook({ returnTo }: { returnTo: string }) {
  const [isSigningUp, setSigningUp] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        Sign in to book
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your trip and its price are kept while you sign in or create an account.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <Button component={Link} to={`/login?redirect=${encodeURIComponent(returnTo)}`} variant="contained">
          Sign in to book
        </Button>
        <Button variant="outlined" onClick={() => setSigningUp(true)}>
          Create an account
        </Button>
      </Stack>
      <SignUpDialog open={isSigningUp} onClose={() => setSigningUp(false)} />
    </Paper>
  );
}

/**
 * Step 3: who travels. Staff search an existing customer (`reservations:search-user`) and an affiliate
 * (`reservations:search-affiliate`); a customer books for themselves with their details prefilled; a visitor signs
 * in or signs up first. Flight number and airline when the trip touches an airport.
 */
export function CustomerStep({ returnTo }: { returnTo: string }) {
  const { isSignedIn, can } = useSession();
  const trip = useWatch<WizardState, 'trip'>({ name: 'trip' });
  if (!isSignedIn) return <SignInToBook returnTo={returnTo} />;
  if (!can('reservations:create'))
    return (
      <Alert severity="info">Your account cannot book trips online. Please call the office to book this trip.</Alert>
    );
  const showsFlight = touchesAirport(trip);
  return (
    <Stack sx={{ gap: 2 }}>
      {can('reservations:search-user') && <CustomerSearch />}
      {can('reservations:search-affiliate') && <AffiliateSearch />}
      <WizardTextField name="customer.name" label="Name" required autoComplete="name" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <WizardTextField name="customer.email" label="Email" type="email" required autoComplete="email" />
        <WizardTextField name="customer.phoneNumber" label="Phone" type="tel" required autoComplete="tel" />
      </Stack>
      {showsFlight && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <WizardTextField name="customer.flightNumber" label="Flight number (optional)" autoComplete="off" />
          <WizardTextField name="customer.airline" label="Airline (optional)" autoComplete="off" />
        </Stack>
      )}
      <WizardTextField name="customer.hotelName" label="Hotel name (optional)" />
      <WizardTextField name="customer.comments" label="Comments for the chauffeur (optional)" multiline minRows={3} />
    </Stack>
  );
}
