import Alert from '@mui/material/Alert';
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
          <FormGroup key={heading ?? 'all'} sx={{ mb: 1.5 }} aria-label={heading ?? undefined} role="group">
            {heading && (
              <Typography variant="subtitle2" sx={{ textTransform: 'capitalize' }}>
                {heading}
              </Typography>
            )}
            <FormGroup row>
              {items.map((item) => (
                <FormControlLabel
                  key={item.id}
                  sx={{ minWidth: 240 }}
                  control={
                    <Checkbox checked={ticked.has(item.id)} onChange={() => toggle(item.id)} disabled={isSaving} />
                  }
                  label={item.name}
                />
              ))}
            </FormGroup>
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
