import { mdiDelete, mdiDownload } from '@mdi/js';
import { ATTACHMENT_TYPES, expiryState, todayIso, type Attachment } from '@livery/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { dateText } from '../../../lib/date-text';

const typeLabel = (value: string) => ATTACHMENT_TYPES.find((t) => t.value === value)?.label ?? value;

function ExpiryChip({ expiresOn }: { expiresOn: string | null }) {
  const state = expiryState(expiresOn, todayIso());
  if (!expiresOn) return <>—</>;
  if (state === 'expired') return <Chip size="small" color="error" label={`Expired ${expiresOn}`} />;
  if (state === 'expiring') return <Chip size="small" color="warning" label={`Expires ${expiresOn}`} />;
  return <>{expiresOn}</>;
}

interface AttachmentsListProps {
  /** Undefined while loading. */
  attachments: readonly Attachment[] | undefined;
  onDownload: (attachment: Attachment) => void;
  onDelete: (attachment: Attachment) => void;
}

function Actions({
  attachment,
  onDownload,
  onDelete,
}: Omit<AttachmentsListProps, 'attachments'> & { attachment: Attachment }) {
  return (
    <>
      <Tooltip title="Download">
        <IconButton aria-label="Download" onClick={() => onDownload(attachment)}>
          <MdiIcon path={mdiDownload} />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton aria-label="Delete" onClick={() => onDelete(attachment)}>
          <MdiIcon path={mdiDelete} />
        </IconButton>
      </Tooltip>
    </>
  );
}

/**
 * A person's attachments: a table at a desk; on a phone a list of cards (type, file, expiry, upload date and the
 * two actions), so a long file name wraps instead of pushing the page sideways (issue 22).
 */
export function AttachmentsList({ attachments, onDownload, onDelete }: AttachmentsListProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const isEmpty = attachments?.length === 0;
  if (isPhone) {
    return (
      <Paper variant="outlined" component="section" aria-label="Attachments" sx={{ p: 1 }}>
        {isEmpty && <Typography sx={{ p: 1 }}>No attachments yet.</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {attachments?.map((attachment) => (
            <Stack
              component="li"
              key={attachment.id}
              data-expiry={expiryState(attachment.expiresOn, todayIso())}
              direction="row"
              sx={{ gap: 1, p: 1, alignItems: 'flex-start', '& + &': { borderTop: 1, borderColor: 'divider' } }}
            >
              <Stack sx={{ flexGrow: 1, minWidth: 0, gap: 0.5 }}>
                <Typography sx={{ fontWeight: 500 }}>{typeLabel(attachment.type)}</Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {attachment.fileName}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="div">
                  Expires: <ExpiryChip expiresOn={attachment.expiresOn} /> · Uploaded {dateText(attachment.createdAt)}
                </Typography>
              </Stack>
              <Stack direction="row" sx={{ flexShrink: 0 }}>
                <Actions attachment={attachment} onDownload={onDownload} onDelete={onDelete} />
              </Stack>
            </Stack>
          ))}
        </Box>
      </Paper>
    );
  }
  return (
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
          {isEmpty && (
            <TableRow>
              <TableCell colSpan={5}>No attachments yet.</TableCell>
            </TableRow>
          )}
          {attachments?.map((attachment) => (
            <TableRow key={attachment.id} data-expiry={expiryState(attachment.expiresOn, todayIso())}>
              <TableCell>{typeLabel(attachment.type)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{attachment.fileName}</TableCell>
              <TableCell>
                <ExpiryChip expiresOn={attachment.expiresOn} />
              </TableCell>
              <TableCell>{dateText(attachment.createdAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Actions attachment={attachment} onDownload={onDownload} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
