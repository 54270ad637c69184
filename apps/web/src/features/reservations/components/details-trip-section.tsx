/** The reservation details' "Trip" section: when, where, how many, and the linked outbound or return leg. */
import { MILES_SOURCE_LABELS, TRIP_TYPE_LABELS, type MilesSource, type ReservationDetails } from '@livery/domain';
import { RouterLink } from '../../../components/ui/router-link';
import { pickUpWithWeekday, reservationLink } from './reservation-columns';
import { Facts, Section } from './details-section';

const isMilesSource = (source: string): source is MilesSource => Object.hasOwn(MILES_SOURCE_LABELS, source);

/** "12.3 mi (road route)"; a source the web does not know is shown as the server wrote it. */
function milesText({ miles, milesSource }: ReservationDetails): string {
  if (miles === null) return '';
  if (!milesSource) return `${miles} mi`;
  return `${miles} mi (${isMilesSource(milesSource) ? MILES_SOURCE_LABELS[milesSource] : milesSource})`;
}

export function TripSection({ reservation: r }: { reservation: ReservationDetails }) {
  const linked = r.linkedLeg;
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
          ['Miles', milesText(r)],
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
