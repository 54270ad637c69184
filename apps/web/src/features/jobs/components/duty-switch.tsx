import type { Duty } from '@livery/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSetDuty } from '../api/set-duty';
import { stepTimeText } from './job-text';

/** On duty / Off duty (issue 24): the dispatch board shows a lane for each driver on duty. */
export function DutySwitch({ driverId, duty }: { driverId: number; duty: Duty }) {
  const setDuty = useSetDuty(driverId);
  const onDuty = setDuty.isPending ? !duty.onDuty : duty.onDuty;
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <FormControlLabel
        control={
          <Switch
            checked={onDuty}
            disabled={setDuty.isPending}
            onChange={(event) => setDuty.mutate({ onDuty: event.target.checked })}
          />
        }
        label={
          <Typography variant="h6" component="span">
            {onDuty ? 'On duty' : 'Off duty'}
          </Typography>
        }
        sx={{ minHeight: 48, m: 0 }}
      />
      <Typography variant="body2" color="text.secondary">
        {duty.onDuty && duty.since ? `Since ${stepTimeText(duty.since)}` : 'Dispatch sees you when you are on duty'}
      </Typography>
    </Paper>
  );
}
