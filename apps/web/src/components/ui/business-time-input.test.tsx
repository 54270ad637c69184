import type { TimeFormat } from '@livery/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BusinessTimeInput } from './business-time-input';

interface PickupTimeProps {
  initial?: string | null;
  typed?: string;
  timeFormat: TimeFormat;
}

function PickupTime({ initial = null, typed, timeFormat }: PickupTimeProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <BusinessTimeInput
        label="Pickup time"
        subject="the pickup time"
        value={value}
        onChange={setValue}
        typed={typed}
        timeFormat={timeFormat}
      />
      <output aria-label="Held">{value ?? 'nothing'}</output>
    </form>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Pickup time' }) as HTMLInputElement;
const held = () => screen.getByRole('status', { name: 'Held' }).textContent;
const described = () =>
  (field().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const type = (text: string) => {
  fireEvent.focus(field());
  fireEvent.change(field(), { target: { value: text } });
};

describe('the time field, on the business’s clock (decision 089)', () => {
  it('is a text field showing the 12-hour clock, with an example on it, whatever the browser’s clock', () => {
    render(<PickupTime initial="21:30" timeFormat="12h" />);
    expect(field().type).toBe('text');
    expect(field().value).toBe('9:30 PM');
    expect(field().placeholder).toBe('h:mm AM/PM');
    expect(field().getAttribute('inputmode')).toBe('text');
    expect(field().getAttribute('autocomplete')).toBe('off');
    expect(described()).toBe('Hours and minutes, e.g. 9:30 PM');
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('reads what is typed as it is typed, keeps HH:MM, and writes it back on the clock once left', () => {
    render(<PickupTime timeFormat="12h" />);
    type('930pm');
    // Kept at once, so Enter sends it; the text stays as typed until the field is left.
    expect(held()).toBe('21:30');
    expect(field().value).toBe('930pm');
    fireEvent.blur(field());
    expect(field().value).toBe('9:30 PM');
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('names a time that could be either only once the field is left, keeping the text typed', () => {
    render(<PickupTime timeFormat="12h" />);
    type('9:30');
    // Nothing kept, and nothing refused mid-typing.
    expect(held()).toBe('nothing');
    expect(field().getAttribute('aria-invalid')).toBe('false');
    fireEvent.blur(field());
    expect(field().value).toBe('9:30');
    expect(held()).toBe('nothing');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(described()).toBe('Add AM or PM to the pickup time: 9:30 AM or 9:30 PM');
    // Fixing it clears the message and keeps the time.
    type('9:30 am');
    fireEvent.blur(field());
    expect(held()).toBe('09:30');
    expect(field().value).toBe('9:30 AM');
    expect(field().getAttribute('aria-invalid')).toBe('false');
    expect(described()).toBe('Hours and minutes, e.g. 9:30 PM');
  });

  it('shows a time typed elsewhere (the server’s first step) that read as none, with its refusal at once', () => {
    render(<PickupTime typed="half past nine" timeFormat="12h" />);
    expect(field().value).toBe('half past nine');
    expect(held()).toBe('nothing');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(described()).toBe('Type the pickup time as 9:30 PM');
  });

  it('on the 24-hour clock, takes digits alone and shows HH:MM', () => {
    render(<PickupTime timeFormat="24h" />);
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(field().placeholder).toBe('HH:MM');
    expect(described()).toBe('Hours and minutes, e.g. 21:30');
    type('2130');
    fireEvent.blur(field());
    expect(held()).toBe('21:30');
    expect(field().value).toBe('21:30');
    type('9');
    fireEvent.blur(field());
    expect(held()).toBe('09:00');
    expect(field().value).toBe('09:00');
  });

  it('lets the form’s own message (a check on Next) show', () => {
    render(
      <BusinessTimeInput
        label="Pickup time"
        value="06:00"
        onChange={() => {}}
        timeFormat="12h"
        error
        helperText="The pickup must be in the future"
      />,
    );
    expect(field().value).toBe('6:00 AM');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(described()).toBe('The pickup must be in the future');
  });

  it('empties to nothing', () => {
    render(<PickupTime initial="21:30" timeFormat="24h" />);
    type('  ');
    fireEvent.blur(field());
    expect(held()).toBe('nothing');
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });
});
