import type { Grantee, ListQuerySchema, Permission, SortField } from '@livery/domain';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ListParams, ListResponse } from '../../lib/api-types';

/** `currency` shows `$1,234.50`, `percent` `12.5%`, `date` `YYYY-MM-DD` in the business time zone. */
export type ColumnType = 'text' | 'number' | 'currency' | 'percent' | 'boolean' | 'date' | 'dateTime';

/**
 * One column of a list screen. `Sort` is the list's sort fields (`SortOf<typeof carListQuerySchema>`): a
 * column names the one it sorts by, so a column sorting by a field the API does not offer is a type error.
 */
export interface DataTableColumn<Row, Sort extends string = string> {
  field: string;
  headerName: string;
  /** `date` shows YYYY-MM-DD and gets the wider 225 px minimum (SPEC §9). */
  type?: ColumnType;
  /** The API sort field this column sorts by (`sort=<field>` / `sort=-<field>`); none → not sortable. */
  sort?: Sort;
  minWidth?: number;
  flex?: number;
  /** The cell's value when it is not `row[field]`. */
  value?: (row: Row) => unknown;
  /** Custom cell content (links, chips, toggles). */
  render?: (row: Row) => ReactNode;
  /** Offered in the Columns menu but not shown until chosen (a list leading with what its users scan). */
  defaultHidden?: boolean;
  /**
   * Always shown, first, and kept in view while the table scrolls sideways (the row's number): what names the row
   * whatever else is scrolled past.
   */
  pinned?: boolean;
}

/** A row action button; shown only when the user holds `permission` and `isVisible` (if any) agrees. */
export interface RowAction<Row> {
  /** The button's accessible name and tooltip, e.g. "Edit". */
  label: string;
  /** An `@mdi/js` path. */
  icon: string;
  /**
   * Needed to see it. Left out only for a list of one's own rows, where `isVisible` applies the self rule (a
   * customer's own trips: their View, Change and Cancel need no permission, as the API lets them).
   */
  permission?: Permission;
  onClick: (row: Row) => void;
  isVisible?: (row: Row, user: Grantee | null) => boolean;
  /**
   * Why the action is not offered on this row, said in its place when `isVisible` hides it ("Within 6 hours of
   * pickup only an administrator can edit a trip…"); null to say nothing.
   */
  unavailable?: (row: Row, user: Grantee | null) => string | null;
  color?: 'default' | 'inherit' | 'primary';
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A filter above the table; its value travels as the query parameter `name`, in the URL and to the API: a select
 * (`options`), or a calendar date written `YYYY-MM-DD` (`kind: 'date'`, no options).
 */
export interface TableFilter {
  name: string;
  label: string;
  kind?: 'select' | 'date';
  options?: readonly FilterOption[];
  /** Several values, sent comma-separated (`status=created,viewed`); an option's value may hold several itself. */
  multiple?: boolean;
  /** Shown only to users holding it. */
  permission?: Permission;
  /** Shown only to administrators (`isAdmin`), as SPEC §2's Dates filter of the reservations list. */
  adminOnly?: boolean;
}

/** The sort fields of a list query schema: `SortOf<typeof carListQuerySchema>` is `'name' | 'toAdd' | …`. */
export type SortOf<Schema extends ListQuerySchema> = SortField<z.output<Schema>>;

/**
 * Where rows come from: the feature's query key (`keys.all` of `queryKeys`; pages are cached under
 * `[...queryKey, 'list', params]`), the list's domain query schema (which types the params, the columns'
 * sort fields and checks what the URL holds) and its list call. `crudApi(...).listSource` is one.
 */
export interface ListSource<Row, Schema extends ListQuerySchema = ListQuerySchema> {
  queryKey: QueryKey;
  query: Schema;
  fetchList: (params: ListParams<Schema>, signal: AbortSignal) => Promise<ListResponse<Row>>;
}

export interface CreateAction {
  permission: Permission;
  onClick: () => void;
  /** Defaults to "Add". */
  label?: string;
}

/** The "Export CSV" button: downloads `<path>?<current filters, sort, search>` with the bearer token. */
export interface ExportAction {
  /** The API path, e.g. `/cars/export.csv`. */
  path: string;
  /** Fixed query parameters of this list (e.g. `{ role: 'driver' }`), sent with its filters. */
  params?: Readonly<Record<string, string>>;
  permission: Permission;
  /** Used when the server names no file. */
  fileName: string;
}

/** The status filter every list with an Active toggle shares (`isActive=true|false`). */
export const ACTIVE_STATUS_FILTER: TableFilter = {
  name: 'isActive',
  label: 'Status',
  options: [
    { value: 'true', label: 'Active' },
    { value: 'false', label: 'In Active' },
  ],
};
