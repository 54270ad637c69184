import { can, type StaticPageSummary } from '@livery/domain';
import Dialog from '@mui/material/Dialog';
import { Suspense, useEffect, useState } from 'react';
import { CrudList, type CrudAccess, type CrudColumns, type CrudDialogProps } from '../../../components/crud';
import { ACTIVE_STATUS_FILTER } from '../../../components/data-table';
import { PageLoader } from '../../../components/ui/page-loader';
import { RouterLink } from '../../../components/ui/router-link';
import { preloadable } from '../../../lib/preloadable';
import { EDITOR_FIRST_PAGE, useSessionState } from '../../../lib/session';
import { whenIdle } from '../../../lib/when-idle';
import { staticPagesApi } from '../api/static-pages-api';

/** `static-page-editor:create` writes pages, `:view` reads them (SPEC §6 has no edit or delete, decision 034). */
const ACCESS: CrudAccess = {
  permissions: {
    create: 'static-page-editor:create',
    edit: 'static-page-editor:create',
    delete: 'static-page-editor:create',
  },
};
const FILTERS = [ACTIVE_STATUS_FILTER];
const nameOf = (page: StaticPageSummary) => page.title;
const columns = ({ active }: CrudColumns<StaticPageSummary>) =>
  [
    { field: 'title', headerName: 'Title', sort: 'title', flex: 2 },
    {
      field: 'slug',
      headerName: 'Slug',
      sort: 'slug',
      flex: 1,
      // An active page opens where visitors see it.
      render: (page: StaticPageSummary) =>
        page.isActive ? <RouterLink to={`/${page.slug}`}>/{page.slug}</RouterLink> : `/${page.slug}`,
    },
    active,
    { field: 'updatedAt', headerName: 'Updated', type: 'date', sort: 'updatedAt' },
  ] as const;

/** The editor and its rich-text field are a chunk of their own: the list shows without them. */
const PageFormDialog = preloadable(async () => (await import('./static-page-form-dialog')).StaticPageFormDialog);

/** The Add / Edit dialog, drawn from its first opening on (so it can fade out), its code loading meanwhile. */
function LazyPageFormDialog(props: CrudDialogProps<StaticPageSummary>) {
  const [isWanted, setWanted] = useState(props.open);
  if (props.open && !isWanted) setWanted(true);
  if (!isWanted) return null;
  return (
    <Suspense
      fallback={
        <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="md" aria-label="Loading the editor">
          <PageLoader label="Loading the editor" />
        </Dialog>
      }
    >
      <PageFormDialog {...props} />
    </Suspense>
  );
}

/** The Static Pages screen (SPEC §2 `/static-pages`): title, slug, active and updated, with Add, Edit and Delete. */
export function StaticPagesList() {
  const { user } = useSessionState();
  const mayWrite = can(user, 'static-page-editor:create');
  // Someone who may write will likely open the editor: its code loads once the list has painted.
  useEffect(() => (mayWrite ? whenIdle(() => void PageFormDialog.preload()) : undefined), [mayWrite]);

  return (
    <CrudList
      label="Static Pages"
      noun="page"
      resource={ACCESS}
      api={staticPagesApi}
      nameOf={nameOf}
      columns={columns}
      defaultSort={EDITOR_FIRST_PAGE.sort}
      filters={FILTERS}
      FormDialog={LazyPageFormDialog}
    />
  );
}
