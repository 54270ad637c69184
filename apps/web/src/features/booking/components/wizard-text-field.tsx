import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useWizardField, type WizardPath } from '../wizard/use-wizard-field';

type WizardTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: WizardPath;
  /** A number field's value is a number (null when empty); the others keep the text typed. */
  numeric?: boolean;
};

/** A text, number, date or time input bound to one wizard field, showing its message under it. */
export function WizardTextField({ name, numeric = false, helperText, ...props }: WizardTextFieldProps) {
  const { field, error } = useWizardField(name);
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        const text = event.target.value;
        field.onChange(numeric ? (text === '' ? null : Number(text)) : text);
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
    />
  );
}
