/** The reservation details' "Customer" section: who travels, how to reach them, and who sent them. */
import type { ReservationDetails } from '@livery/domain';
import { Facts, Section } from './details-section';

export function CustomerSection({ reservation: r }: { reservation: ReservationDetails }) {
  return (
    <Section id="customer-heading" title="Customer">
      <Facts
        facts={[
          ['Name', r.name],
          ['Email', r.email],
          ['Phone', r.phoneNumber],
          ['Customer Id', r.customerId],
          ['Affiliate', r.affiliateName],
          ['Hotel', r.hotelName],
          ['Flight', [r.flightNumber, r.airline].filter(Boolean).join(' · ')],
          ['Comments', r.comments],
        ]}
      />
    </Section>
  );
}
