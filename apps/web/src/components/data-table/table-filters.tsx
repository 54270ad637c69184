import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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
  return filter.options
    .filter((option) => values.includes(option.value))
    .map((option) => option.label)
    .join(', ');
}

/** Select filters; a multiple one keeps its values comma-separated (`status=created,viewed`). */
export function TableFilters({ filters, values, onChange }: TableFiltersProps) {
  return filters.map((filter) => {
    const value = values[filter.name] ?? ALL;
    return (
      <TextField
        key={filter.name}
        select
        size="small"
        label={filter.label}
        value={filter.multiple ? (value ? value.split(',') : []) : value}
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
        {filter.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  });
}
