import {
  staticPageListQuerySchema,
  type CreateStaticPageInput,
  type DataResponse,
  type StaticPage,
  type StaticPageSummary,
  type UpdateStaticPageInput,
} from '@livery/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { crudApi } from '../../../lib/crud-api';
import { useApiMutation } from '../../../lib/use-api-mutation';

const NOUN = 'Page';

/** `GET/POST /static-pages`, `GET/PUT/DELETE /static-pages/{id}` (SPEC §7, decision 034). */
const crud = crudApi<StaticPageSummary, CreateStaticPageInput, UpdateStaticPageInput, typeof staticPageListQuerySchema>(
  {
    path: '/static-pages',
    query: staticPageListQuerySchema,
    noun: NOUN,
  },
);

/** One page with its content (the list's rows carry none): what the Edit dialog and the Active switch start from. */
export const getStaticPage = async (id: number, signal?: AbortSignal) =>
  (await api.get<DataResponse<StaticPage>>(`/static-pages/${id}`, { signal })).data;

export const staticPageQueryOptions = (id: number) =>
  queryOptions({ queryKey: crud.keys.one(id), queryFn: ({ signal }) => getStaticPage(id, signal), staleTime: 0 });

/** The body that saves `page` as it is but for `changes`, at the version the person saw. */
export const updateOf = (page: StaticPage, changes: Partial<UpdateStaticPageInput> = {}): UpdateStaticPageInput => ({
  title: page.title,
  slug: page.slug,
  content: page.content,
  isActive: page.isActive,
  version: page.version,
  ...changes,
});

export const staticPagesApi = {
  ...crud,
  /**
   * The list's Active switch. A row has no content, so the page is read first; it is saved at the version the
   * row showed, so someone else's change in between is a 409, not overwritten.
   */
  useToggleActive: () =>
    useApiMutation({
      mutationFn: async ({ row, isActive }: { row: StaticPageSummary; isActive: boolean }) =>
        crud.update(row.id, updateOf(await getStaticPage(row.id), { isActive, version: row.version })),
      success: (page) => `${NOUN} ${page.isActive ? 'activated' : 'deactivated'}`,
      invalidates: [crud.keys.all],
      toastErrors: true,
    }),
};
