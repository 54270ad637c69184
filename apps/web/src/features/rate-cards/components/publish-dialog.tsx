import { fromLocalDateTime, isoDateSchema, type StoredRateCard } from '@livery/domain';
import { z } from 'zod';
import { FormDialog, type FormFieldConfig } from '../../../components/form-dialog';
import { BusinessTimeInput } from '../../../components/ui/business-time-input';
import { displayTimeZone } from '../../../lib/display-clock';
import { usePublishRateCard } from '../api/rate-card';

/** The day and the time on the business's clock a card takes effect; both required. */
const publishFormSchema = z.object({
  date: isoDateSchema('Effective date').refine((date) => date !== null, 'Effective date is required'),
  time: z.string({ error: 'Effective time is required' }).regex(/^\d{2}:\d{2}$/, 'Effective time is required'),
});
type PublishForm = z.input<typeof publishFormSchema>;

const FIELDS: readonly FormFieldConfig<PublishForm>[] = [
  { name: 'date', label: 'Effective date', kind: 'date', required: true },
  {
    name: 'time',
    label: 'Effective time',
    required: true,
    render: ({ field, fieldState, disabled }) => (
      <BusinessTimeInput
        label="Effective time"
        subject="the effective time"
        name={field.name}
        inputRef={field.ref}
        value={typeof field.value === 'string' ? field.value : null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        required
        fullWidth
        error={fieldState.error !== undefined}
        helperText={fieldState.error?.message}
      />
    ),
  },
];

/**
 * Publishing (permission rate-cards:publish, decision 091): from a moment now or later, on the business's clock. The
 * API's refusals (trips booked since that moment, another card at the same instant) are said in the dialog.
 */
export function PublishDialog({ card, open, onClose }: { card: StoredRateCard; open: boolean; onClose: () => void }) {
  const { mutateAsync: publish } = usePublishRateCard();
  return (
    <FormDialog
      open={open}
      title={`Publish ${card.name}`}
      schema={publishFormSchema}
      defaultValues={{ date: null, time: '' }}
      fields={FIELDS}
      submitLabel="Publish"
      errorsInDialog
      onSubmit={async ({ date, time }) => {
        const instant = fromLocalDateTime(`${date ?? ''}T${time}`, displayTimeZone());
        // A time the clock skips (the spring change) reads as no instant: the API names the field.
        await publish({ id: card.id, input: { effectiveFrom: instant?.toISOString() ?? '', version: card.version } });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
