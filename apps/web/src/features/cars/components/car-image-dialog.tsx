import type { Car } from '@livery/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { carImageQueryOptions } from '../api/car-image';

/** "View image" (needs cars:view-image): the stored image, fetched with the token into an object URL. */
export function CarImageDialog({ open, car, onClose }: { open: boolean; car: Car | undefined; onClose: () => void }) {
  const query = useQuery(carImageQueryOptions(car, open));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [query.data]);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{car?.name ?? 'Car'} image</DialogTitle>
      <DialogContent>
        {car && !car.hasImage && <Alert severity="info">No image has been uploaded for this car yet.</Alert>}
        {query.isLoading && <CircularProgress aria-label="Loading image" />}
        {query.isError && <Alert severity="error">{query.error.message}</Alert>}
        {url && (
          <Box
            component="img"
            src={url}
            alt={`${car?.name ?? 'Car'}`}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto', objectFit: 'contain' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
