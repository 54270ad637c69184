import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { FIELD_KINDS } from './field-kinds';
import { inputProps } from './fields/input-props';
import type { FormFieldRenderProps } from './types';

/** The default input: an MUI text field showing the field's zod or server message; other kinds by registry. */
export function FormField(props: FormFieldRenderProps) {
  const { field, config } = props;
  if (config.render) return config.render(props);
  const kind = config.kind ?? 'text';
  const Registered = FIELD_KINDS[kind];
  if (Registered) return <Registered {...props} />;
  const isNumber = kind === 'number';
  const adornment = config.adornment;
  return (
    <TextField
      {...inputProps(props)}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        field.onChange(isNumber ? (text === '' ? null : Number(text)) : text);
      }}
      type={kind === 'multiline' ? 'text' : kind}
      multiline={kind === 'multiline'}
      minRows={kind === 'multiline' ? 3 : undefined}
      autoComplete={config.autoComplete}
      slotProps={
        adornment
          ? {
              input: {
                [adornment === '$' ? 'startAdornment' : 'endAdornment']: (
                  <InputAdornment position={adornment === '$' ? 'start' : 'end'}>{adornment}</InputAdornment>
                ),
              },
              htmlInput: { step: 'any' },
            }
          : isNumber
            ? { htmlInput: { step: 'any' } }
            : undefined
      }
      fullWidth
    />
  );
}
