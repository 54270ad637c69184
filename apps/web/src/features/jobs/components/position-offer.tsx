import { mdiCrosshairsGps } from '@mdi/js';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { askForPosition, positionAllowed } from '../offline/step-position';

/**
 * The driver's choice to send where they are with each step (issue 24): the browser asks once, on this button, never
 * on a step. Nothing shows once they allowed or refused it, or on a browser without it.
 */
export function PositionOffer() {
  const [state, setState] = useState<PermissionState | 'unsupported' | null>(null);
  useEffect(() => {
    let live = true;
    void positionAllowed().then((allowed) => live && setState(allowed));
    return () => {
      live = false;
    };
  }, []);
  if (state !== 'prompt') return null;
  return (
    <div>
      <Button
        variant="outlined"
        startIcon={<MdiIcon path={mdiCrosshairsGps} />}
        onClick={() => void askForPosition().then(async () => setState(await positionAllowed()))}
        sx={{ minHeight: 48 }}
      >
        Share my position with each step
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Dispatch and your passenger see where you were when you took each step.
      </Typography>
    </div>
  );
}
