/** The reservation details' "Trip" section: when, where, how many, and the linked outbound or return leg. */
import { TRIP_TYPE_LABELS, type ReservationDetails } from '@livery/domain';
import { RouterLink } from '../../../components/ui/router-link';
import { milesText, useReadsMilesAsStaff } from '../../../lib/miles-text';
import { pickUpWithWeekday, reservationLink } from './reservation-columns';
import { Facts, Section } from './details-section';

export function TripSection({ reservation: r }: { reservation: ReservationDetails }) {
  const linked = r.linkedLeg;
  const readsAsStaff = useReadsMilesAsStaff();
  return (
    <Section id="trip-heading" title="Trip">
      <Facts
        facts={[
          ['Trip', TRIP_TYPE_LABELS[r.tripType]],
          ['Pickup time', pickUpWithWeekday(r.pickUpDateTime)],
          ['Pickup', r.pickUpLocation],
          ['Stops', r.stops.map((stop) => stop.address).join(' · ')],
          ['Drop-off', r.dropOffLocation],
          ['Passengers', r.passengers],
          ['Miles', r.miles === null ? '' : milesText({ ...r, miles: r.miles }, readsAsStaff)],
          ['Bags checked', r.isBagsChecked ? 'Yes' : 'No'],
          [
            r.childOf === null ? 'Return trip' : 'Outbound trip',
            linked ? (
              <>
                <RouterLink to={reservationLink(linked)}>{linked.number}</RouterLink> ({linked.status},{' '}
                {pickUpWithWeekday(linked.pickUpDateTime)})
              </>
            ) : null,
          ],
        ]}
      />
    </Section>
  );
}
