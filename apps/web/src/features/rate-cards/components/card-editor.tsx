import { SERVICE_TYPES, type StoredRateCard } from '@livery/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify-error';
import { rateCardsApi } from '../api/rate-cards-api';
import { formPathOf, toCard, toCardForm, type CardForm } from './card-form';
import { BoxRow, CardBox, CardChoice, CardError, CardSection, ReadOnly, ServerErrors } from './card-fields';
import { ChargesSection } from './charges-section';
import { ClassRates } from './class-rates';
import { PlacesSection } from './places-section';

const SERVICE_LABELS = { transfer: 'Transfer', hourly: 'Hourly', flat: 'Flat rate', 'per-seat': 'Per seat' } as const;

/**
 * The API's field messages by the page's field showing each (`card.zones.1.zips.1` on the zone's ZIP codes), and
 * whether any has no field there (a class's car id): that is said in a toast as well.
 */
function fieldErrorsOf(error: unknown): { fields: Record<string, string>; allShown: boolean } {
  const fields: Record<string, string> = {};
  if (!(error instanceof ApiRequestError) || !error.fields) return { fields, allShown: false };
  let allShown = true;
  for (const [path, message] of Object.entries(error.fields)) {
    const at = formPathOf(path);
    if (at === null || DRAWN_NOWHERE.test(at)) allShown = false;
    else fields[at] ??= message;
  }
  return { fields, allShown };
}

/** Paths of the card this page has no field for: a class's car and name, a zone's id. */
const DRAWN_NOWHERE = /^(classes\.\d+\.(carId|name)$|zones\.\d+\.id$)/;

/**
 * A card's sections in one form. A draft saves with the version it was read at (someone else's save in between is a
 * 409: the page reloads their version); a published card draws the same sections read-only.
 */
export function CardEditor({ stored, actions }: { stored: StoredRateCard; actions?: ReactNode }) {
  const readOnly = stored.status === 'published';
  const form = useForm<CardForm>({ defaultValues: toCardForm(stored.card) });
  const update = rateCardsApi.useUpdate('Rate card saved');
  const classes = form.watch('classes');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const save = form.handleSubmit(async (values) => {
    setServerErrors({});
    try {
      await update.mutateAsync({ id: stored.id, input: { card: toCard(values), version: stored.version } });
    } catch (error) {
      const { fields, allShown } = fieldErrorsOf(error);
      setServerErrors(fields);
      if (!allShown) notifyError(error);
    }
  });

  return (
    <ReadOnly.Provider value={readOnly}>
      <ServerErrors.Provider value={serverErrors}>
        <FormProvider {...form}>
          <form noValidate onSubmit={save} aria-label={`Rate card ${stored.name}`}>
            <Stack sx={{ gap: 2 }}>
              <CardSection title="Name and services">
                <BoxRow>
                  <CardBox name="name" label="Name" />
                </BoxRow>
                <Stack component="fieldset" direction="row" sx={{ flexWrap: 'wrap', border: 0, p: 0, m: 0 }}>
                  <legend>Services sold</legend>
                  {SERVICE_TYPES.map((service) => (
                    <CardChoice key={service} name="services" value={service} label={SERVICE_LABELS[service]} />
                  ))}
                </Stack>
                <CardError name="services" />
              </CardSection>
              {classes.map((carClass, i) => (
                <ClassRates key={carClass.carId} index={i} />
              ))}
              <PlacesSection />
              <ChargesSection />
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {!readOnly && (
                  <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                    Save
                  </Button>
                )}
                {actions}
              </Stack>
            </Stack>
          </form>
        </FormProvider>
      </ServerErrors.Provider>
    </ReadOnly.Provider>
  );
}
