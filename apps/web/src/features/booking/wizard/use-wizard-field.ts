import { isRecord } from '@livery/domain';
import { get, useController, useFormContext, useFormState, type FieldErrors, type Path } from 'react-hook-form';
import type { WizardState } from './wizard-state';

export type WizardPath = Path<WizardState>;

/** The message at `name` in the form's errors (react-hook-form's `get` answers `any`), if there is one. */
export function messageAt(errors: FieldErrors<WizardState>, name: string): string | undefined {
  const error: unknown = get(errors, name);
  return isRecord(error) && typeof error['message'] === 'string' ? error['message'] : undefined;
}

/** A field's message, wherever it was put (a check on Next, the live quote, the booking's answer). */
export function useFieldError(name: string): string | undefined {
  return messageAt(useFormState<WizardState>().errors, name);
}

/**
 * A wizard field bound to the form: its value, a change that also clears the field's message (the wizard sets
 * messages by hand, so nothing would clear them otherwise), and the message itself.
 */
export function useWizardField<N extends WizardPath>(name: N) {
  const { field } = useController<WizardState, N>({ name });
  const { clearErrors } = useFormContext<WizardState>();
  const error = useFieldError(name);
  const onChange = (value: typeof field.value) => {
    field.onChange(value);
    if (error) clearErrors(name);
  };
  return { field: { ...field, onChange }, error };
}
