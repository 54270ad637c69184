/** The reservation details' "Cars and drivers" section: one row per car slot with its driver, share and payout. */
import { formatMoney, type ReservationDetails } from '@livery/domain';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Section } from './details-section';

export function CarsSection({ reservation: r }: { reservation: ReservationDetails }) {
  return (
    <Section id="cars-heading" title="Cars and drivers">
      {/* On a phone a long driver's name can make the table wider than the screen: the box scrolls, so it takes the
          keyboard's focus too (WCAG 2.1.1; axe's scrollable-region-focusable). */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
        <Table size="small" aria-labelledby="cars-heading">
          <TableHead>
            <TableRow>
              <TableCell>Car</TableCell>
              <TableCell>Driver</TableCell>
              <TableCell align="right">Driver share</TableCell>
              <TableCell>Paid</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {r.cars.flatMap((car) =>
              car.slots.map((slot) => (
                <TableRow key={`${car.name}-${slot.slot}`}>
                  <TableCell>
                    {car.name} {car.count > 1 ? `#${slot.slot}` : ''}
                  </TableCell>
                  <TableCell>{slot.driverName ?? 'Not assigned yet'}</TableCell>
                  <TableCell align="right">{formatMoney(slot.driverShare)}</TableCell>
                  <TableCell>{slot.paidAt ? slot.paidAt.slice(0, 10) : 'No'}</TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      </Box>
    </Section>
  );
}
