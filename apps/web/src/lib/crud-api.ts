import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { del, get, post, put } from './api-client';
import { ApiRequestError, unwrap } from './api-error';
import { toQueryString, type DataResponse, type ListParams, type ListResponse } from './api-types';

/**
 * The list and mutation calls of a catalogue-style resource (`/cars`, `/surges`…), written once:
 * each mutation toasts and invalidates the resource's queries so the list refreshes.
 * `features/affiliates/api/` shows the same thing spelled out per file.
 */
export function crudApi<Row extends { id: number; version: number; isActive?: boolean }, Create, Update>(options: {
  path: string;
  /** "Car", for toasts: "Car created". */
  noun: string;
  /** The update body of a row with a new Active value (for the list's toggle). */
  toUpdate: (row: Row, isActive: boolean) => Update;
}) {
  const { path, noun } = options;
  const queryKey = [path.slice(1)] as const;

  const getList = async (params: ListParams, signal?: AbortSignal) =>
    unwrap(await get<ListResponse<Row>>(`${path}${toQueryString(params)}`, { signal }));

  const listQueryOptions = (params: ListParams) =>
    queryOptions({ queryKey: [...queryKey, 'list', params], queryFn: ({ signal }) => getList(params, signal) });

  const create = async (input: Create) => unwrap(await post<DataResponse<Row>>(path, input)).data;
  const update = async (id: number, input: Update) => unwrap(await put<DataResponse<Row>>(`${path}/${id}`, input)).data;
  const remove = async (id: number) => unwrap(await del<DataResponse<{ id: number }>>(`${path}/${id}`)).data;

  function useInvalidate() {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey });
  }

  function useCreate() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: create,
      onSuccess: async () => {
        toast.success(`${noun} created`);
        await invalidate();
      },
    });
  }

  function useUpdate(message = `${noun} updated`) {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: ({ id, input }: { id: number; input: Update }) => update(id, input),
      onSuccess: async () => {
        toast.success(message);
        await invalidate();
      },
      onError: async (error) => {
        if (error instanceof ApiRequestError && error.code === 'CONFLICT') await invalidate();
      },
    });
  }

  /** The Active toggle of a row: saves at once, toasts, refreshes; errors are toasted too. */
  function useToggleActive() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: ({ row, isActive }: { row: Row; isActive: boolean }) =>
        update(row.id, options.toUpdate(row, isActive)),
      onSuccess: async (row) => {
        toast.success(`${noun} ${row.isActive ? 'activated' : 'deactivated'}`);
        await invalidate();
      },
      onError: async (error) => {
        toast.error(error.message);
        await invalidate();
      },
    });
  }

  function useDelete() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: remove,
      onSuccess: async () => {
        toast.success(`${noun} deleted`);
        await invalidate();
      },
    });
  }

  return {
    queryKey,
    getList,
    listQueryOptions,
    create,
    update,
    remove,
    useCreate,
    useUpdate,
    useToggleActive,
    useDelete,
  };
}
