/** The inputs of the card's page, bound to its form by path; a published card draws them read-only. */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import { createContext, useContext, type ReactNode } from 'react';
import { useController, useFormContext, type Path } from 'react-hook-form';
import type { CardForm } from './card-form';

/** True on a published card: every input shows its value and takes no change. */
export const ReadOnly = createContext(false);

/**
 * The API's messages from the last save, by the path of the field showing them (`zones.1.zips`): kept apart from the
 * form's own errors, whose paths are typed, since the API names any path it likes.
 */
export const ServerErrors = createContext<Readonly<Record<string, string>>>({});

type CardPath = Path<CardForm>;

interface BoxProps {
  name: CardPath;
  label: string;
  /** `$` before a money amount, `%` or `min` after. */
  unit?: '$' | '%' | 'min' | 'h' | 'mi';
  /** Numbers get the number pad on a phone. */
  numeric?: boolean;
  helperText?: string;
  options?: readonly { value: string; label: string }[];
}

/** A text or number box (or a select, given `options`), its error under it. */
export function CardBox({ name, label, unit, numeric, helperText, options }: BoxProps) {
  const readOnly = useContext(ReadOnly);
  const { control } = useFormContext<CardForm>();
  const { field } = useController({ control, name });
  const error = useContext(ServerErrors)[name];
  const adornment =
    unit === '$'
      ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
      : unit
        ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
        : undefined;
  return (
    <TextField
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' || typeof field.value === 'number' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={readOnly}
      error={error !== undefined}
      helperText={error ?? helperText}
      select={options !== undefined}
      size="small"
      fullWidth
      slotProps={{ input: adornment, htmlInput: numeric ? { inputMode: 'decimal' } : undefined }}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An on/off choice: a service sold, a class's rates of a kind, a line taxed. */
export function CardFlag({ name, label }: { name: CardPath; label: string }) {
  const readOnly = useContext(ReadOnly);
  const { control } = useFormContext<CardForm>();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={readOnly}
      control={
        <Checkbox
          name={field.name}
          slotProps={{ input: { ref: field.ref } }}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

/** One choice of a list of them (a service sold, a line taxed): ticked when the list holds it. */
export function CardChoice<T extends string>({ name, value, label }: { name: CardPath; value: T; label: string }) {
  const readOnly = useContext(ReadOnly);
  const { control } = useFormContext<CardForm>();
  const { field } = useController({ control, name });
  const chosen: readonly unknown[] = Array.isArray(field.value) ? field.value : [];
  return (
    <FormControlLabel
      label={label}
      disabled={readOnly}
      control={
        <Checkbox
          name={field.name}
          slotProps={{ input: { ref: field.ref } }}
          checked={chosen.includes(value)}
          onChange={(event) =>
            field.onChange(event.target.checked ? [...chosen, value] : chosen.filter((item) => item !== value))
          }
          onBlur={field.onBlur}
        />
      }
    />
  );
}

/** The message of a path that has no box of its own (a list of choices). */
export function CardError({ name }: { name: string }) {
  const message = useContext(ServerErrors)[name];
  return message ? (
    <Typography color="error" variant="body2" role="alert">
      {message}
    </Typography>
  ) : null;
}

/** One section of the card, headed. */
export function CardSection({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {actions}
      </Stack>
      <Stack sx={{ gap: 2 }}>{children}</Stack>
    </Paper>
  );
}

/** Boxes side by side on a wide screen, one under another on a phone. */
export function BoxRow({ children }: { children: ReactNode }) {
  return (
    <Stack sx={{ gap: 2, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' } }}>
      {children}
    </Stack>
  );
}
