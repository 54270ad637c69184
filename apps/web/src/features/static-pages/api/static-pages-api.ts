import {
  staticPageListQuerySchema,
  type CreateStaticPageInput,
  type StaticPageSummary,
  type UpdateStaticPageInput,
} from '@livery/domain';
import { crudApi } from '../../../lib/crud-api';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { getStaticPage, updateOf } from './static-page';

const NOUN = 'Page';

/** `GET/POST /static-pages`, `GET/PUT/DELETE /static-pages/{id}` (SPEC §7, decision 034). */
const crud = crudApi<StaticPageSummary, CreateStaticPageInput, UpdateStaticPageInput, typeof staticPageListQuerySchema>(
  {
    path: '/static-pages',
    query: staticPageListQuerySchema,
    noun: NOUN,
  },
);

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
