import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BoardDatePicker } from './board-date-picker';

describe("the board's date", () => {
  it('shows the day year-month-day as text, whatever the browser’s locale, and changes it once a date is typed', () => {
    const onChange = vi.fn();
    render(<BoardDatePicker date="2031-06-05" today="2031-06-01" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Date' }) as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.value).toBe('2031-06-05');
    fireEvent.change(field, { target: { value: '2031-06-1' } });
    expect(field.value).toBe('2031-06-1');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '2031-06-12' } });
    expect(onChange).toHaveBeenCalledWith('2031-06-12');
    expect(screen.getByRole('button', { name: 'Open the calendar' })).toBeTruthy();
  });

  it('steps a day either way, and back to today', () => {
    const onChange = vi.fn();
    render(<BoardDatePicker date="2031-06-05" today="2031-06-01" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange.mock.calls).toEqual([['2031-06-04'], ['2031-06-06'], ['2031-06-01']]);
  });
});
