import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** A page form's submit button, at the end of its own row (the layouts of a `SchemaForm` in a card). */
export function SubmitRow({ label = 'Save', disabled }: { label?: string; disabled: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button type="submit" variant="contained" disabled={disabled}>
        {label}
      </Button>
    </Stack>
  );
}
