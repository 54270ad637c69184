import { mdiDownload } from '@mdi/js';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { requestBlob, saveBlob } from '../../lib/api-client';
import { isErrorBody } from '../../lib/api-error';
import { toQueryString } from '../../lib/api-types';
// The app's toasts, which load react-toastify beside the list rather than inside its chunk (decision 087).
import { toast } from '../../lib/toast';
import { MdiIcon } from '../ui/mdi-icon';
import type { ExportAction } from './types';

/** Downloads the list's current filter, sort and search (every page) as CSV, sending the bearer token. */
export function ExportButton({
  action,
  params,
}: {
  action: ExportAction;
  params: { limit: number; offset: number; after?: string; before?: string };
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    // Every page: the server streams all matching rows, so paging is left out.
    const { limit: _limit, offset: _offset, after: _after, before: _before, ...filters } = params;
    const result = await requestBlob('GET', `${action.path}${toQueryString({ ...action.params, ...filters })}`);
    setBusy(false);
    if (isErrorBody(result)) {
      toast.error(result.error.message);
      return;
    }
    saveBlob(result.blob, result.fileName ?? action.fileName);
  };
  return (
    <Button
      variant="outlined"
      startIcon={<MdiIcon path={mdiDownload} />}
      onClick={() => void download()}
      disabled={busy}
    >
      Export CSV
    </Button>
  );
}
