import { IsoDateInput } from '../../../components/ui/iso-date-input';
import { mdiDelete, mdiDownload } from '@mdi/js';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, expiryState, todayIso, type Attachment } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/form-dialog';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { ApiRequestError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify-error';
import {
  attachmentsQueryOptions,
  downloadAttachment,
  useDeleteAttachment,
  useUploadAttachment,
} from '../api/attachments';

const typeLabel = (value: string) => ATTACHMENT_TYPES.find((t) => t.value === value)?.label ?? value;

function ExpiryChip({ expiresOn }: { expiresOn: string | null }) {
  const state = expiryState(expiresOn, todayIso());
  if (!expiresOn) return <>—</>;
  if (state === 'expired') return <Chip size="small" color="error" label={`Expired ${expiresOn}`} />;
  if (state === 'expiring') return <Chip size="small" color="warning" label={`Expires ${expiresOn}`} />;
  return <>{expiresOn}</>;
}

/** User attachments: upload (type, expiry, PDF/JPEG/PNG ≤ 10 MB), list, download, delete. */
export function AttachmentsPanel({ userId }: { userId: number }) {
  const list = useQuery(attachmentsQueryOptions(userId));
  const upload = useUploadAttachment(userId);
  const remove = useDeleteAttachment(userId);
  const [type, setType] = useState('passport');
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<Attachment | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ file: 'Choose a file to upload' });
    if (file.size > ATTACHMENT_MAX_BYTES) return setErrors({ file: 'The file must be at most 10 MB' });
    setErrors({});
    try {
      await upload.mutateAsync({ type, expiresOn: expiresOn || undefined, file });
      setFile(null);
      setExpiresOn('');
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
      else notifyError(error);
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <form onSubmit={submit} aria-label="Upload attachment" noValidate>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'flex-start' } }}>
            <TextField
              select
              label="Type"
              value={type}
              onChange={(e) => setType(e.target.value)}
              sx={{ minWidth: 180 }}
              error={Boolean(errors['type'])}
              helperText={errors['type']}
            >
              {ATTACHMENT_TYPES.map((t) => (
                <MenuItem key={t.value} value={t.value}>
                  {t.label}
                </MenuItem>
              ))}
            </TextField>
            <IsoDateInput
              label="Expiry date"
              value={expiresOn || null}
              onChange={(value) => setExpiresOn(value ?? '')}
              error={Boolean(errors['expiresOn'])}
              helperText={errors['expiresOn']}
            />
            <Stack sx={{ gap: 0.5 }}>
              <Button variant="outlined" component="label">
                {file ? file.name : 'Choose file'}
                <input
                  hidden
                  type="file"
                  name="file"
                  accept="application/pdf,image/jpeg,image/png"
                  aria-label="File"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </Button>
              {errors['file'] && (
                <Alert severity="error" sx={{ py: 0 }}>
                  {errors['file']}
                </Alert>
              )}
            </Stack>
            <Button type="submit" variant="contained" disabled={upload.isPending}>
              Upload
            </Button>
          </Stack>
        </form>
      </Paper>
      <Paper variant="outlined">
        <Table aria-label="Attachments" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Type</TableCell>
              <TableCell>File</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell>Uploaded</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data?.dataItems.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>No attachments yet.</TableCell>
              </TableRow>
            )}
            {list.data?.dataItems.map((attachment) => (
              <TableRow key={attachment.id} data-expiry={expiryState(attachment.expiresOn, todayIso())}>
                <TableCell>{typeLabel(attachment.type)}</TableCell>
                <TableCell>{attachment.fileName}</TableCell>
                <TableCell>
                  <ExpiryChip expiresOn={attachment.expiresOn} />
                </TableCell>
                <TableCell>{attachment.createdAt.slice(0, 10)}</TableCell>
                <TableCell align="right">
                  <Tooltip title="Download">
                    <IconButton
                      aria-label="Download"
                      onClick={() => downloadAttachment(userId, attachment).catch(notifyError)}
                    >
                      <MdiIcon path={mdiDownload} />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton aria-label="Delete" onClick={() => setDeleting(attachment)}>
                      <MdiIcon path={mdiDelete} />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.fileName ?? 'attachment'}?`}
        confirmLabel="Delete"
        confirmColor="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
