import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormSchema, SchemaFormProps } from './schema-form';

type Layout = SchemaFormProps<FormSchema>['layout'];

/**
 * A signed-out page's form layout (sign in, create an account): the server's refusal above the fields, then one large
 * submit button saying what it does and, while it runs, that it is running.
 */
export const stackedLayout =
  (submit: string, busy: string): Layout =>
  ({ fields, isSubmitting, error }) => (
    <Stack sx={{ gap: 2 }}>
      {error && <Alert severity="error">{error}</Alert>}
      {fields}
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? busy : submit}
      </Button>
    </Stack>
  );
