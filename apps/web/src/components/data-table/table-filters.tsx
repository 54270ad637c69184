import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TableFilter } from './types';

interface TableFiltersProps {
  filters: readonly TableFilter[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

const ALL = '';

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
        slotProps={{ select: { multiple: filter.multiple ?? false } }}
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
