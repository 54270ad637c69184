import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from './toast';
import { ApiRequestError, errorMessage } from './api-error';

interface FormTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** The fields the form shows; server messages for other fields go to the toast. */
  fieldNames: readonly Path<T>[];
  /** Shows what is not a field's message in the form itself (the sign-in refusal) instead of a toast. */
  showOther?: (message: string) => void;
}

/**
 * The one place an error reaches the person (STYLE §6): server field messages go onto the form's
 * fields when a form is given, everything else becomes an error toast.
 */
export function notifyError<T extends FieldValues>(error: unknown, form?: FormTarget<T>): void {
  const fields = error instanceof ApiRequestError ? error.fields : undefined;
  let shownOnFields = false;
  if (form && fields) {
    for (const [name, message] of Object.entries(fields)) {
      const field = form.fieldNames.find((known) => known === name);
      if (field === undefined) continue;
      form.setError(field, { type: 'server', message }, { shouldFocus: !shownOnFields });
      shownOnFields = true;
    }
  }
  const allOnFields =
    shownOnFields && fields && Object.keys(fields).every((n) => form?.fieldNames.some((known) => known === n));
  if (allOnFields) return;
  if (form?.showOther) form.showOther(errorMessage(error));
  else toast.error(errorMessage(error));
}
