import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { SchemaForm, type FormSchema } from './schema-form';
import type { FormFieldConfig } from './types';

export interface SimpleFormProps<S extends FormSchema> {
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

/** A one-card form on a page (change password, change e-mail, forgot/reset password): `SchemaForm` in a card. */
export function SimpleForm<S extends FormSchema>(props: SimpleFormProps<S>) {
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 480 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {props.title}
      </Typography>
      {props.intro}
      <SchemaForm
        label={props.title}
        schema={props.schema}
        defaultValues={props.defaultValues}
        fields={props.fields}
        onSubmit={props.onSubmit}
        onSubmitted={props.resetOnSuccess ? (form) => form.reset() : undefined}
        layout={({ fields, isSubmitting }) => (
          <Stack sx={{ gap: 2, pt: 1 }}>
            {fields}
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {props.submitLabel}
            </Button>
          </Stack>
        )}
      />
    </Paper>
  );
}
