import { addDays, isIsoDate } from '@livery/domain';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { IsoDateInput } from '../../../components/ui/iso-date-input';
import { MdiIcon } from '../../../components/ui/mdi-icon';

interface DatePickerProps {
  date: string;
  today: string;
  onChange: (date: string) => void;
}

/** The day shown: the day before, a date (year-month-day, typed or from the calendar), the day after, and today. */
export function BoardDatePicker({ date, today, onChange }: DatePickerProps) {
  // What is typed stays as typed until it is a date; a day chosen otherwise (the arrows, Today) replaces it.
  const [typed, setTyped] = useState({ text: date, for: date });
  const text = typed.for === date ? typed.text : date;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <IconButton aria-label="Previous day" onClick={() => onChange(addDays(date, -1))}>
        <MdiIcon path={mdiChevronLeft} />
      </IconButton>
      <IsoDateInput
        label="Date"
        size="small"
        value={text}
        fullWidth={false}
        helperText=""
        onChange={(value) => {
          const next = value ?? '';
          setTyped({ text: next, for: isIsoDate(next) ? next : date });
          if (isIsoDate(next)) onChange(next);
        }}
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
