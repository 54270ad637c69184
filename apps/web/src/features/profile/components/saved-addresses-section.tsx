import { savedAddressUpdateSchema, type SavedAddress } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteSavedAddress } from '../api/delete-saved-address';
import { useRenameSavedAddress } from '../api/rename-saved-address';
import { savedAddressesQueryOptions } from '../api/saved-addresses';

const NAME_FIELDS = [
  {
    name: 'label',
    label: 'Name',
    autoComplete: 'off',
    helperText: 'For example Home or Office, at most 40 characters. Leave empty for no name.',
  },
] as const;

function AddressRow({ saved, onName, onDelete }: { saved: SavedAddress; onName: () => void; onDelete: () => void }) {
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{
        gap: 1,
        py: 1.5,
        alignItems: { sm: 'center' },
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }} color={saved.label ? 'text.primary' : 'text.secondary'}>
          {saved.label ?? 'No name'}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {saved.address}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
        <Button variant="outlined" onClick={onName} sx={{ minHeight: 44 }} aria-label={`Name ${saved.address}`}>
          Name
        </Button>
        <Button color="error" onClick={onDelete} sx={{ minHeight: 44 }} aria-label={`Delete ${saved.address}`}>
          Delete
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The signed-in person's address book (issue 25): the addresses they booked to, most recently used first, each
 * named ("Home") or deleted here; the address fields suggest them first.
 */
export function SavedAddressesSection({ userId }: { userId: number }) {
  const list = useQuery(savedAddressesQueryOptions(userId));
  const rename = useRenameSavedAddress();
  const remove = useDeleteSavedAddress();
  const [naming, setNaming] = useState<SavedAddress | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const addresses = list.data?.dataItems;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="saved-addresses-heading"
      sx={{ p: 3, maxWidth: 640 }}
    >
      <Typography id="saved-addresses-heading" variant="h6" component="h2" gutterBottom>
        Saved addresses
      </Typography>
      {list.isError && <Alert severity="error">{errorMessage(list.error)}</Alert>}
      {list.isPending && (
        <Box aria-hidden="true">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Box>
      )}
      {addresses?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Addresses you book to are saved here.
        </Typography>
      )}
      {addresses && addresses.length > 0 && (
        <Box component="ul" aria-label="Saved addresses" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {addresses.map((saved) => (
            <AddressRow
              key={saved.id}
              saved={saved}
              onName={() => setNaming(saved)}
              onDelete={() => setDeleting(saved)}
            />
          ))}
        </Box>
      )}
      <FormDialog
        open={naming !== null}
        title={`Name ${naming?.address ?? 'the address'}`}
        schema={savedAddressUpdateSchema}
        defaultValues={{ label: naming?.label ?? '' }}
        fields={NAME_FIELDS}
        errorsInDialog
        onSubmit={(input) => (naming ? rename.mutateAsync({ id: naming.id, input }) : Promise.resolve())}
        onClose={() => setNaming(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.address ?? 'this address'}?`}
        message="It is no longer suggested when you book. Trips already booked keep their addresses."
        confirmLabel="Delete"
        confirmColor="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
