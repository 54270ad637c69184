import { CAR_IMAGE_MAX_BYTES, CAR_IMAGE_TYPES, isOneOf } from '@livery/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** Checks what the browser can before uploading; the API checks the content again (decision 012). */
export function carImageProblem(file: File): string | null {
  if (!isOneOf(CAR_IMAGE_TYPES, file.type)) return 'The image must be a JPEG, PNG or WebP picture';
  if (file.size > CAR_IMAGE_MAX_BYTES) return 'The image must be at most 5 MB';
  return null;
}

/** Choose an image and see it before saving. */
export function CarImagePicker({
  file,
  onChange,
  hasImage,
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  hasImage: boolean;
  disabled?: boolean;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <Button variant="outlined" component="label" disabled={disabled}>
          {file || hasImage ? 'Replace image' : 'Choose image'}
          <input
            hidden
            type="file"
            name="image"
            aria-label="Car image"
            accept={CAR_IMAGE_TYPES.join(',')}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (!chosen) return;
              const why = carImageProblem(chosen);
              setProblem(why);
              onChange(why ? null : chosen);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {file ? file.name : hasImage ? 'An image is stored' : 'JPEG, PNG or WebP, up to 5 MB'}
        </Typography>
      </Stack>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
      {preview && (
        <Box
          component="img"
          src={preview}
          alt="Preview of the chosen image"
          sx={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain', borderRadius: 1, alignSelf: 'flex-start' }}
        />
      )}
    </Stack>
  );
}
