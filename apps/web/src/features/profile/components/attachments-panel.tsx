import { IsoDateInput } from '../../../components/ui/iso-date-input';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type Attachment } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/form-dialog';
import { ApiRequestError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify-error';
import { attachmentsQueryOptions } from '../api/attachments';
import { useDeleteAttachment } from '../api/delete-attachment';
import { downloadAttachment } from '../api/download-attachment';
import { useUploadAttachment } from '../api/upload-attachment';
import { AttachmentsList } from './attachments-list';

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
      <AttachmentsList
        attachments={list.data?.dataItems}
        onDownload={(attachment) => void downloadAttachment(userId, attachment).catch(notifyError)}
        onDelete={setDeleting}
      />
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
