import { isAllowedUrl, PAGE_HTML_POLICY } from '@livery/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

interface ImageUrlDialogProps {
  open: boolean;
  onClose: () => void;
  onInsert: (image: { src: string; alt: string }) => void;
}

/**
 * "Insert an image": its address (http or https, as the page's allowlist keeps) and a text for those who cannot
 * see it. No `<form>`: it sits inside the page form, and a submit would bubble to it through the portal.
 */
export function ImageUrlDialog({ open, onClose, onInsert }: ImageUrlDialogProps) {
  const titleId = useId();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setSrc('');
    setAlt('');
    setError(null);
    onClose();
  };
  const insert = () => {
    const address = src.trim();
    if (!/^https?:\/\//i.test(address) || !isAllowedUrl(address, PAGE_HTML_POLICY.imageSchemes)) {
      setError('Enter the image’s full address, starting with https://');
      return;
    }
    onInsert({ src: address, alt: alt.trim() });
    close();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Insert an image</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label="Image address"
            placeholder="https://example.com/photo.jpg"
            value={src}
            onChange={(event) => setSrc(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                insert();
              }
            }}
            error={Boolean(error)}
            helperText={error ?? 'Images are shown from their own site.'}
            required
            autoFocus
            fullWidth
          />
          <TextField
            label="Description (for screen readers)"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button type="button" onClick={close}>
          Cancel
        </Button>
        <Button type="button" variant="contained" onClick={insert}>
          Insert
        </Button>
      </DialogActions>
    </Dialog>
  );
}
