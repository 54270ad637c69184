import { addDays, isIsoDate } from '@livery/domain';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MdiIcon } from '../../../components/ui/mdi-icon';

interface DatePickerProps {
  date: string;
  today: string;
  onChange: (date: string) => void;
}

/** The day shown: the day before, a date, the day after, and back to today. */
export function BoardDatePicker({ date, today, onChange }: DatePickerProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <IconButton aria-label="Previous day" onClick={() => onChange(addDays(date, -1))}>
        <MdiIcon path={mdiChevronLeft} />
      </IconButton>
      <TextField
        type="date"
        label="Date"
        size="small"
        value={date}
        onChange={(event) => {
          if (isIsoDate(event.target.value)) onChange(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton aria-label="Next day" onClick={() => onChange(addDays(date, 1))}>
        <MdiIcon path={mdiChevronRight} />
      </IconButton>
      <Button onClick={() => onChange(today)} disabled={date === today}>
        Today
      </Button>
    </Stack>
  );
}
