import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState, type ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { SchemaForm, type FormSchema } from './schema-form';
import type { FormFieldConfig } from './types';

export interface FormDialogProps<S extends FormSchema> {
  open: boolean;
  title: string;
  /** A domain schema: it validates the fields and types the submitted values. */
  schema: S;
  /** Values the form starts from; keys without a field (e.g. `version`) are submitted unchanged. */
  defaultValues: DefaultValues<z.input<S>>;
  fields: readonly FormFieldConfig<z.input<S>>[];
  submitLabel?: string;
  /** Drawn under the fields (e.g. the car form's image picker). */
  extraContent?: ReactNode;
  /** `md` for a form holding a rich-text editor; `sm` otherwise. */
  maxWidth?: DialogProps['maxWidth'];
  /**
   * Show a refusal that is not about a field in the dialog (an `Alert`) instead of a toast, which a modal dialog
   * hides from screen readers (architecture: "Errors").
   */
  errorsInDialog?: boolean;
  /** Rejects with an ApiRequestError: field messages land on the fields, the rest in a toast. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The dialog every create/edit screen uses: fields from config, validation from the domain
 * schema, server errors on the fields (or a toast), Save disabled while saving.
 */
export function FormDialog<S extends FormSchema>(props: FormDialogProps<S>) {
  const { open, title, onClose, maxWidth = 'sm' } = props;
  const titleId = useId();
  const [isBusy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={isBusy ? undefined : onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Dialog unmounts its content once closed, so every opening starts a fresh form. */}
      <FormDialogForm {...props} onBusyChange={setBusy} />
    </Dialog>
  );
}

function FormDialogForm<S extends FormSchema>({
  schema,
  defaultValues,
  fields,
  submitLabel = 'Save',
  extraContent,
  errorsInDialog = false,
  onSubmit,
  onClose,
  onBusyChange,
}: FormDialogProps<S> & { onBusyChange: (busy: boolean) => void }) {
  return (
    <SchemaForm
      schema={schema}
      defaultValues={defaultValues}
      fields={fields}
      onSubmit={onSubmit}
      onSubmitted={onClose}
      onBusyChange={onBusyChange}
      errorsInForm={errorsInDialog}
      layout={({ fields: drawn, isSubmitting, error }) => (
        <>
          <DialogContent>
            <Stack sx={{ gap: 2, pt: 1 }}>
              {drawn}
              {extraContent}
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {submitLabel}
            </Button>
          </DialogActions>
        </>
      )}
    />
  );
}
