import { get, useController, useFormContext, useFormState, type FieldError, type Path } from 'react-hook-form';
import type { WizardState } from './wizard-state';

export type WizardPath = Path<WizardState>;

/** A field's message, wherever it was put (a check on Next, the live quote, the booking's answer). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<WizardState>();
  return (get(errors, name) as FieldError | undefined)?.message;
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
