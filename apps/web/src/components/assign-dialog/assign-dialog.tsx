import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-error';

export interface AssignItem {
  id: number;
  name: string;
  /** What choosing it means, read under its name and as the checkbox's description (a permission's sentence). */
  description?: string | null;
}

export interface AssignDialogProps {
  open: boolean;
  title: string;
  /** Every choice, in groups (one group without a heading for a flat list). */
  groups: readonly [heading: string | null, items: readonly AssignItem[]][];
  /** The ids linked now: pre-ticked (SPEC §2). */
  selected: readonly number[];
  isLoading?: boolean;
  /** Saving replaces the whole set. */
  onSave: (ids: number[]) => Promise<unknown>;
  onClose: () => void;
}

/** A checkbox list pre-ticked with the current links; Save replaces the set. */
export function AssignDialog(props: AssignDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      {props.isLoading ? <LinearProgress aria-label="Loading" /> : <AssignForm {...props} />}
    </Dialog>
  );
}

interface AssignChoiceProps {
  item: AssignItem;
  checked: boolean;
  onToggle: () => void;
  disabled: boolean;
}

/** One choice: its checkbox named by the item's name, and what it means under it as the checkbox's description. */
function AssignChoice({ item, checked, onToggle, disabled }: AssignChoiceProps) {
  const descriptionId = useId();
  const { description } = item;
  return (
    <Box sx={{ mb: description ? 1 : 0 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={onToggle}
            disabled={disabled}
            slotProps={{ input: { ...(description && { 'aria-describedby': descriptionId }) } }}
          />
        }
        label={item.name}
      />
      {description && (
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ pl: 4, mt: -0.75 }}>
          {description}
        </Typography>
      )}
    </Box>
  );
}

function AssignForm({ groups, selected, onSave, onClose }: AssignDialogProps) {
  const [ticked, setTicked] = useState(() => new Set(selected));
  const [isSaving, setSaving] = useState(false);
  // A refusal is shown in the dialog: a toast behind a modal dialog is hidden from screen readers.
  const [refusal, setRefusal] = useState<string | null>(null);
  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      await onSave([...ticked]);
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <DialogContent dividers>
        {groups.map(([heading, items]) => (
          <FormGroup
            key={heading ?? 'all'}
            // Not wrapped: a column that wraps sizes the grid inside it at another width, and its rows came out tall.
            sx={{ mb: 1.5, flexWrap: 'nowrap' }}
            aria-label={heading ?? undefined}
            role="group"
          >
            {heading && (
              <Typography variant="subtitle2" sx={{ textTransform: 'capitalize' }}>
                {heading}
              </Typography>
            )}
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
                columnGap: 2,
                alignItems: 'start',
              }}
            >
              {items.map((item) => (
                <AssignChoice
                  key={item.id}
                  item={item}
                  checked={ticked.has(item.id)}
                  onToggle={() => toggle(item.id)}
                  disabled={isSaving}
                />
              ))}
            </Box>
          </FormGroup>
        ))}
        {refusal && <Alert severity="error">{refusal}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={isSaving}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
