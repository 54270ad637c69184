import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { FormFieldRenderProps } from '../../../components/form-dialog';
import { PageContent, PageContentField } from '../../static-pages';

/**
 * The reservation alert: the static pages' rich-text editor (mui-tiptap, decision 034) with its preview, or to
 * someone who may only read it, the alert as it shows (sanitised in the browser as well). Loaded on its own.
 */
export function ReservationAlertField(props: FormFieldRenderProps & { readOnly: boolean }) {
  const labelId = useId();
  if (!props.readOnly) {
    return (
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PageContentField {...props} />
      </Box>
    );
  }
  const html = typeof props.field.value === 'string' ? props.field.value : '';
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ gridColumn: '1 / -1' }}>
      <FormLabel id={labelId}>{props.config.label}</FormLabel>
      <Box sx={{ mt: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {html ? <PageContent html={html} /> : <Typography color="text.secondary">No alert.</Typography>}
      </Box>
    </Box>
  );
}
