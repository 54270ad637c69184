import { can } from '@livery/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSessionState } from '../../../lib/session';
import { useAirports } from '../../booking';
import { useSetAirportInternational } from '../api/airport-international';

/**
 * Which airports are international (decision 094), beside the grace they choose: a pickup at an airport marked here,
 * or at one of its terminals, takes the international grace; any other airport the domestic one. The flag is the
 * airport's, not the card's: a switch saves at once (airports:edit), whatever card is open.
 */
export function InternationalAirports() {
  const titleId = useId();
  const { user } = useSessionState();
  const airports = useAirports();
  const mark = useSetAirportInternational();
  const mayEdit = can(user, 'airports:edit');
  if (!airports.data?.length) return null;
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        International airports
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A pickup at an airport switched on here takes the international grace, at any other airport the domestic one.
        The airports are not part of the card: a switch saves at once.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {airports.data.map((airport) => (
          <FormControlLabel
            key={airport.id}
            label={airport.code}
            title={airport.name}
            control={
              <Switch
                checked={airport.international}
                disabled={!mayEdit || mark.isPending}
                onChange={(event) =>
                  mark.mutate({ id: airport.id, code: airport.code, international: event.target.checked })
                }
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
