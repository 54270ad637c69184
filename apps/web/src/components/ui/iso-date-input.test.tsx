import { businessDate } from '@livery/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { displayTimeZone } from '../../lib/display-clock';
import { IsoDateInput } from './iso-date-input';

function PickupDate({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <IsoDateInput label="Pickup date" value={value} onChange={setValue} />
      <output aria-label="Held">{value ?? 'nothing'}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Pickup date' }) as HTMLInputElement;
const held = () => screen.getByRole('status', { name: 'Held' }).textContent;
const openCalendar = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open the calendar' }));
  return screen.findByRole('dialog', { name: 'Choose the pickup date' });
};

describe('the date field', () => {
  it('shows and takes year-month-day as typed, whatever the browser’s locale', () => {
    render(<PickupDate />);
    expect(field().type).toBe('text');
    expect(field().placeholder).toBe('YYYY-MM-DD');
    fireEvent.change(field(), { target: { value: '2026-11-30' } });
    expect(held()).toBe('2026-11-30');
    expect(field().value).toBe('2026-11-30');
    // An iPhone's number pad has no hyphen: eight digits get theirs.
    fireEvent.change(field(), { target: { value: '20261201' } });
    expect(held()).toBe('2026-12-01');
    expect(field().value).toBe('2026-12-01');
  });

  it('opens a calendar on the date typed, moves by keyboard, and writes the day chosen back year-month-day', async () => {
    render(<PickupDate initial="2026-11-30" />);
    const calendar = await openCalendar();
    expect(calendar.textContent).toContain('November 2026');
    const chosen = screen.getByRole('gridcell', { name: '30, Monday 2026-11-30' });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(chosen));

    // A week on, past the month's end: the grid turns to December and the focus follows the day.
    fireEvent.keyDown(chosen, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('7, Monday 2026-12-07'));
    expect(calendar.textContent).toContain('December 2026');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(held()).toBe('2026-12-08'));
    expect(field().value).toBe('2026-12-08');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns the month with its buttons, takes a click, and closes on Escape without a change', async () => {
    render(<PickupDate initial="2026-01-31" />);
    let calendar = await openCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(calendar.textContent).toContain('February 2026');
    fireEvent.click(screen.getByRole('gridcell', { name: '13, Friday 2026-02-13' }));
    await waitFor(() => expect(held()).toBe('2026-02-13'));

    calendar = await openCalendar();
    fireEvent.keyDown(calendar, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(held()).toBe('2026-02-13');
  });

  it('opens on today, marked, while what is typed is not a date yet; Today chooses it', async () => {
    render(<PickupDate initial="2026-1" />);
    await openCalendar();
    const today = businessDate(new Date(), displayTimeZone());
    const cell = screen.getByRole('gridcell', { name: new RegExp(today) });
    expect(cell.getAttribute('aria-current')).toBe('date');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(held()).toBe(today));
  });
});
