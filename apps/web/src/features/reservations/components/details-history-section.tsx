/** The reservation details' "History" section: every status change, when, by whom and why. */
import type { ReservationDetails } from '@livery/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pickUpText } from './reservation-columns';
import { Section } from './details-section';

export function HistorySection({ reservation: r }: { reservation: ReservationDetails }) {
  return (
    <Section id="history-heading" title="History">
      <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
        {r.history.map((change, i) => (
          <li key={`${change.at}-${i}`}>
            <Typography variant="body2">
              {change.from && change.from !== change.to ? `${change.from} → ${change.to}` : change.to} ·{' '}
              {pickUpText(change.at)}
              {change.actorName ? ` · ${change.actorName}` : ''}
              {change.reason ? ` · ${change.reason}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Section>
  );
}
