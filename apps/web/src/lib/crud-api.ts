import type { ListQuerySchema } from '@livery/domain';
import { api } from './api-client';
import { toQueryString, type DataResponse, type ListParams, type ListResponse } from './api-types';
import { queryKeys } from './query-keys';
import { useApiMutation } from './use-api-mutation';

/**
 * The list and mutation calls of a resource with the standard routes (`GET /cars`, `POST /cars`,
 * `PUT /cars/{id}`, `DELETE /cars/{id}`), written once: each mutation toasts and invalidates the
 * resource's queries so the list refreshes.
 */
export function crudApi<
  Row extends { id: number; isActive?: boolean },
  Create,
  Update,
  Schema extends ListQuerySchema = ListQuerySchema,
>(options: {
  path: `/${string}`;
  /** The list's domain query schema (`carListQuerySchema`): it types the list's params and sort fields. */
  query: Schema;
  /** "Car", for toasts: "Car created". */
  noun: string;
  /** The update body of a row with a new Active value (for the list's toggle). */
  toUpdate?: (row: Row, isActive: boolean) => Update;
}) {
  const { path, noun, toUpdate, query } = options;
  const keys = queryKeys(path.slice(1));
  const invalidates = [keys.all];

  const getList = (params: ListParams<Schema>, signal?: AbortSignal) =>
    api.get<ListResponse<Row>>(`${path}${toQueryString(params)}`, { signal });
  const create = async (input: Create) => (await api.post<DataResponse<Row>>(path, input)).data;
  /** Sends the `version` it was read at: someone else's change in between is a 409 (DESIGN §3). */
  const update = async (id: number, input: Update) => (await api.put<DataResponse<Row>>(`${path}/${id}`, input)).data;
  const remove = async (id: number) => (await api.delete<DataResponse<{ id: number }>>(`${path}/${id}`)).data;

  return {
    keys,
    /** What a `DataTable` reads its rows from. */
    listSource: { queryKey: keys.all, query, fetchList: getList },
    getList,
    create,
    update,
    remove,
    useCreate: () => useApiMutation({ mutationFn: create, success: `${noun} created`, invalidates }),
    useUpdate: (message = `${noun} updated`) =>
      useApiMutation({
        mutationFn: ({ id, input }: { id: number; input: Update }) => update(id, input),
        success: message,
        invalidates,
      }),
    /** The Active toggle of a row: saves at once, toasts, refreshes; errors are toasted too. */
    useToggleActive: () =>
      useApiMutation({
        mutationFn: ({ row, isActive }: { row: Row; isActive: boolean }) => {
          if (!toUpdate) throw new Error(`${noun} has no Active toggle`);
          return update(row.id, toUpdate(row, isActive));
        },
        success: (row) => `${noun} ${row.isActive ? 'activated' : 'deactivated'}`,
        invalidates,
        toastErrors: true,
      }),
    useDelete: () => useApiMutation({ mutationFn: remove, success: `${noun} deleted`, invalidates }),
  };
}
