import { widgetSnippet } from '@livery/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';

/** Copies the snippet; where the browser refuses (no permission, a page not on https) the person selects it instead. */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied');
  } catch {
    toast.error('Could not copy: select the snippet and copy it yourself.');
  }
}

interface SnippetProps {
  label: string;
  code: string;
  /** The Copy button's name, saying which snippet it copies. */
  copyLabel: string;
}

/** One snippet, read-only in monospace and wrapped anywhere (a phone scrolls no code sideways), and its Copy. */
function Snippet({ label, code, copyLabel }: SnippetProps) {
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={code}
        multiline
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        sx={{ '& .MuiInputBase-input': { fontFamily: 'monospace', overflowWrap: 'anywhere' } }}
      />
      <Button variant="outlined" size="small" aria-label={copyLabel} onClick={() => void copy(code)}>
        Copy
      </Button>
    </Stack>
  );
}

/**
 * What a company pastes into its website to show the booking form (issue 27): the script, or the frame for a site
 * that takes no script, both under this site's address. Shown to whoever may read the configuration: copying saves
 * nothing.
 */
export function WidgetSnippet() {
  const { script, iframe } = widgetSnippet(window.location.origin);
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="subtitle1" component="h3">
        On your website
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Paste this where the booking form should appear on your website. It shows only on the websites listed above.
      </Typography>
      <Snippet label="Script snippet" code={script} copyLabel="Copy the script snippet" />
      <Typography variant="body2" color="text.secondary">
        Or, where a script cannot be added, paste this frame instead.
      </Typography>
      <Snippet label="Iframe snippet" code={iframe} copyLabel="Copy the iframe snippet" />
    </Stack>
  );
}
