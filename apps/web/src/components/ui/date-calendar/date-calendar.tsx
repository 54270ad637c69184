import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { MdiIcon } from '../mdi-icon';
import { addMonths, dateAfterKey, dayLabel, monthTitle, monthWeeks, openingDate, WEEKDAY_NAMES } from './month-grid';

export interface DateCalendarProps {
  /** The button it opens from, and gives the focus back to. */
  anchorEl: HTMLElement;
  /** The field's label: the dialog is "Choose the pickup date". */
  label: string;
  /** What the field holds (`YYYY-MM-DD` or what is typed so far): the day it opens on when it is a date. */
  value: string | null;
  /** The business's today, marked, and where it opens when the field holds no date. */
  today: string;
  onChoose: (date: string) => void;
  onClose: () => void;
}

const CELL = 40;

/**
 * The date field's calendar (decision 084): a dialog holding a month as a grid, after the WAI-ARIA date picker dialog
 * (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/). The grid is one Tab stop; the
 * arrows, Home/End and Page Up/Down (a year with Shift) move the day, Enter or Space chooses it, Escape closes. Each
 * day reads as "30, Monday 2026-11-30": its number, then year-month-day, as the field is typed.
 */
export function DateCalendar({ anchorEl, label, value, today, onChoose, onClose }: DateCalendarProps) {
  const [focused, setFocused] = useState(() => openingDate(value, today));
  // A state, not a ref: the popover draws its content after this component mounts, and the focus waits for the grid.
  const [grid, setGrid] = useState<HTMLTableElement | null>(null);
  const headingId = useId();
  const chosen = value !== null && openingDate(value, today) === value ? value : null;

  // The focus follows the day (on opening too); a day of another month first shows that month.
  useEffect(() => {
    grid?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, grid]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(focused);
      return;
    }
    const next = dateAfterKey(focused, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
  };

  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      disableAutoFocus
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': `Choose the ${label.toLowerCase()}` } }}
    >
      <Box sx={{ p: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
          <IconButton aria-label="Previous month" onClick={() => setFocused(addMonths(focused, -1))}>
            <MdiIcon path={mdiChevronLeft} />
          </IconButton>
          <Typography id={headingId} aria-live="polite" sx={{ fontWeight: 500 }}>
            {monthTitle(focused)}
          </Typography>
          <IconButton aria-label="Next month" onClick={() => setFocused(addMonths(focused, 1))}>
            <MdiIcon path={mdiChevronRight} />
          </IconButton>
        </Stack>
        <Box
          component="table"
          role="grid"
          ref={setGrid}
          aria-labelledby={headingId}
          onKeyDown={onKeyDown}
          sx={{ borderCollapse: 'collapse', '& th, & td': { p: 0, width: CELL, height: CELL, textAlign: 'center' } }}
        >
          <thead>
            <tr>
              {WEEKDAY_NAMES.map((name) => (
                <Typography key={name} component="th" scope="col" abbr={name} variant="caption" color="text.secondary">
                  {name.slice(0, 2)}
                </Typography>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(focused).map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((date, index) =>
                  date === null ? (
                    <td key={index} role="gridcell" />
                  ) : (
                    <Box
                      component="td"
                      role="gridcell"
                      key={date}
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={dayLabel(date)}
                      aria-selected={date === chosen}
                      {...(date === today && { 'aria-current': 'date' as const })}
                      onClick={() => onChoose(date)}
                      sx={(theme) => ({
                        cursor: 'pointer',
                        borderRadius: '50%',
                        typography: 'body2',
                        '&:hover': { bgcolor: 'action.hover' },
                        '&:focus-visible': { outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: 0 },
                        ...(date === today && { boxShadow: `inset 0 0 0 1px ${theme.palette.text.secondary}` }),
                        ...(date === chosen && {
                          bgcolor: 'primary.main',
                          color: 'primary.contrastText',
                          '&:hover': { bgcolor: 'primary.dark' },
                        }),
                      })}
                    >
                      {Number(date.slice(8))}
                    </Box>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
          <Button size="small" onClick={() => onChoose(today)}>
            Today
          </Button>
        </Stack>
      </Box>
    </Popover>
  );
}
