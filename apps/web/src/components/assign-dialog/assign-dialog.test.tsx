import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AssignDialog, type AssignDialogProps } from './assign-dialog';

const groups: AssignDialogProps['groups'] = [
  [
    'cars',
    [
      { id: 1, name: 'cars:view' },
      { id: 2, name: 'cars:edit' },
    ],
  ],
  ['roles', [{ id: 3, name: 'roles:view' }]],
];

describe('assign dialog', () => {
  it('pre-ticks the current links, groups by area, and saves the whole new set', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(
      <AssignDialog
        open
        title="Permissions of clerk"
        groups={groups}
        selected={[1, 3]}
        onSave={onSave}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('group', { name: 'cars' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'cars:view' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'cars:edit' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'cars:edit' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'roles:view' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0].sort()).toEqual([1, 2]);
  });

  it('reads each choice by its name, with what it means under it as its description', () => {
    render(
      <AssignDialog
        open
        title="Permissions of clerk"
        groups={[
          [
            'reservations',
            [
              { id: 1, name: 'reservations:create-withIn-six-hours', description: 'Book a trip 6 hours away or less.' },
              { id: 2, name: 'reports:view', description: null },
            ],
          ],
        ]}
        selected={[]}
        onSave={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const sixHours = screen.getByRole('checkbox', { name: 'reservations:create-withIn-six-hours' });
    expect(sixHours.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Book a trip 6 hours away or less.').id).toBe(sixHours.getAttribute('aria-describedby'));
    expect(screen.getByRole('checkbox', { name: 'reports:view' }).hasAttribute('aria-describedby')).toBe(false);
  });
});
