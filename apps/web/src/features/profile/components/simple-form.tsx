import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/form-dialog/form-field';
import type { FormFieldConfig } from '../../../components/form-dialog';
import { notifyError } from '../../../lib/notify-error';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

interface SimpleFormProps<S extends FormSchema> {
  title: string;
  intro?: ReactNode;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  fields: readonly FormFieldConfig<z.input<S>>[];
  submitLabel: string;
  /** Rejects with an ApiRequestError: field messages land on the fields, the rest in a toast. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** Clear the form after success (passwords). */
  resetOnSuccess?: boolean;
}

/** A one-card form on a page (change password, change e-mail, forgot/reset password). */
export function SimpleForm<S extends FormSchema>(props: SimpleFormProps<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(props.schema),
    defaultValues: props.defaultValues,
  });
  const names = props.fields.map((f) => f.name as string);
  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSubmit(values);
      if (props.resetOnSuccess) form.reset();
    } catch (error) {
      notifyError(error, { setError: form.setError, fieldNames: names });
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 480 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {props.title}
      </Typography>
      {props.intro}
      <form noValidate onSubmit={submit} aria-label={props.title}>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {props.fields.map((config, index) => (
            <Controller
              key={config.name}
              name={config.name}
              control={form.control}
              render={({ field, fieldState }) => (
                <FormField
                  field={field}
                  fieldState={fieldState}
                  config={config}
                  disabled={busy}
                  autoFocus={index === 0}
                />
              )}
            />
          ))}
          <Button type="submit" variant="contained" disabled={busy}>
            {props.submitLabel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
