import { can, type Permission } from '@livery/domain';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useSessionState } from '../../lib/session';
import type { DataTableColumn } from './types';

export interface ActiveToggleProps {
  checked: boolean;
  /** The row's name, for the switch's accessible name ("Active: Sedan"). */
  label: string;
  /** Needed to change it (the list's edit permission); without it the switch is read-only. */
  permission: Permission;
  /** Saves the new value; the caller toasts and refreshes the list. */
  onChange: (next: boolean) => Promise<unknown>;
}

/** The "Active" cell of a list: toggling saves the row at once (SPEC §2 "Active toggle"). */
export function ActiveToggle({ checked, label, permission, onChange }: ActiveToggleProps) {
  const { user } = useSessionState();
  const [saving, setSaving] = useState(false);
  return (
    <Switch
      checked={checked}
      disabled={saving || !can(user, permission)}
      slotProps={{ input: { 'aria-label': `Active: ${label}` } }}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, next) => {
        setSaving(true);
        void onChange(next)
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    />
  );
}

/** The "Active" column of a list whose rows can be switched on and off (SPEC §2). */
export function activeColumn<Row extends { isActive?: boolean }>({
  permission,
  nameOf,
  onToggle,
}: {
  permission: Permission;
  nameOf: (row: Row) => string;
  onToggle: (row: Row, isActive: boolean) => Promise<unknown>;
}): DataTableColumn<Row, 'isActive'> {
  return {
    field: 'isActive',
    headerName: 'Active',
    sort: 'isActive',
    render: (row) => (
      <ActiveToggle
        checked={row.isActive === true}
        label={nameOf(row)}
        permission={permission}
        onChange={(isActive) => onToggle(row, isActive)}
      />
    ),
  };
}
