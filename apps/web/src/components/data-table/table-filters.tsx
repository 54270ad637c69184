import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { IsoDateInput } from '../ui/iso-date-input';
import type { TableFilter } from './types';

interface TableFiltersProps {
  filters: readonly TableFilter[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

const ALL = '';

function selectedLabels(filter: TableFilter, selected: unknown): string {
  const values = Array.isArray(selected) ? selected : [];
  if (values.length === 0) return 'All';
  return (filter.options ?? [])
    .filter((option) => values.includes(option.value))
    .map((option) => option.label)
    .join(', ');
}

/**
 * The options a multiple filter's value selects: an option may stand for several values (`created,viewed`, one word
 * to a customer), selected while all of them are in the value.
 */
function selectedOptions(filter: TableFilter, value: string): string[] {
  const values = new Set(value ? value.split(',') : []);
  return (filter.options ?? [])
    .filter((option) => option.value.split(',').every((part) => values.has(part)))
    .map((option) => option.value);
}

/** A date filter: applied once it is a whole `YYYY-MM-DD` (or emptied), so typing does not ask for every keystroke. */
function DateFilter({
  filter,
  value,
  onChange,
}: {
  filter: TableFilter;
  value: string;
  onChange: TableFiltersProps['onChange'];
}) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  return (
    <Box sx={{ width: 190 }}>
      <IsoDateInput
        label={filter.label}
        name={filter.name}
        size="small"
        helperText=""
        value={typed || null}
        onChange={(next) => {
          setTyped(next ?? '');
          if (!next || /^\d{4}-\d{2}-\d{2}$/.test(next)) onChange(filter.name, next ?? '');
        }}
      />
    </Box>
  );
}

/** Select filters (a multiple one keeps its values comma-separated: `status=created,viewed`) and date filters. */
export function TableFilters({ filters, values, onChange }: TableFiltersProps) {
  return filters.map((filter) => {
    const value = values[filter.name] ?? ALL;
    if (filter.kind === 'date')
      return <DateFilter key={filter.name} filter={filter} value={value} onChange={onChange} />;
    return (
      <TextField
        key={filter.name}
        select
        size="small"
        label={filter.label}
        value={filter.multiple ? selectedOptions(filter, value) : value}
        onChange={(event) => {
          const next: unknown = event.target.value;
          onChange(filter.name, Array.isArray(next) ? next.filter(Boolean).join(',') : String(next));
        }}
        sx={{ minWidth: 170 }}
        // "All" shows as the value rather than an empty box, so the label stays above it.
        slotProps={{
          select: {
            multiple: filter.multiple ?? false,
            displayEmpty: true,
            ...(filter.multiple && { renderValue: (selected) => selectedLabels(filter, selected) }),
          },
          inputLabel: { shrink: true },
        }}
      >
        {!filter.multiple && <MenuItem value={ALL}>All</MenuItem>}
        {(filter.options ?? []).map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  });
}
