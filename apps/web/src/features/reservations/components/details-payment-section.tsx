/** The reservation details' "Price and payment" section: amounts, price lines, addons, payments and refunds. */
import { mdiDelete } from '@mdi/js';
import { formatMoney, type QuoteLine, type ReservationDetails } from '@livery/domain';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MdiIcon } from '../../../components/ui/mdi-icon';
import { PriceLines } from '../../booking';
import { addonPriceText } from './add-addon-dialog';
import { balanceText, PaymentLines } from './payment-lines';
import { Facts, Section } from './details-section';

export type AddonLine = ReservationDetails['addons'][number];

function Addons({
  reservation: r,
  onDelete,
}: {
  reservation: ReservationDetails;
  onDelete?: (line: AddonLine) => void;
}) {
  if (r.addons.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Addons
      </Typography>
      <Box component="ul" aria-label="Addons" sx={{ pl: 0, my: 0.5, listStyle: 'none' }}>
        {r.addons.map((line) => (
          <Box component="li" key={line.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {line.name}
              {line.explanation ? '' : ` (${addonPriceText(line)})`}
              {line.lineAmount === null ? '' : `: ${formatMoney(line.lineAmount)}`}
              {/* An office line's own rule (an approved wait: its minutes, grace and rate; decision 094). */}
              {line.explanation && (
                <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {line.explanation}
                </Box>
              )}
            </Typography>
            {onDelete && (
              <IconButton aria-label={`Remove addon ${line.name}`} size="small" onClick={() => onDelete(line)}>
                <MdiIcon path={mdiDelete} />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
    </>
  );
}

function Refunds({ reservation: r }: { reservation: ReservationDetails }) {
  if (r.refunds.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Refunds
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
        {r.refunds.map((refund) => (
          <li key={refund.id}>
            <Typography variant="body2">
              {formatMoney(refund.amount)} on {refund.at.slice(0, 10)} ({refund.status}, PayPal {refund.paypalRefundId})
              {refund.actorName ? ` by ${refund.actorName}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </>
  );
}

/**
 * The price lines shown above the addons: the trip's own. The stored breakdown ends with one `addon` line per addon
 * (decision 047) — an approved extra of a driver is one too — and the Addons list below names each already, with its
 * amount and its remove button, so listing both said every addon twice (issue 38, item 9). A breakdown whose addons
 * are not listed (none kept) keeps all its lines.
 */
export function tripLinesOf(reservation: Pick<ReservationDetails, 'priceBreakdown' | 'addons'>): QuoteLine[] {
  const lines = reservation.priceBreakdown?.lines ?? [];
  return reservation.addons.length === 0 ? lines : lines.filter((line) => line.kind !== 'addon');
}

/** `onDeleteAddon`, when this person may remove addons, puts a remove button on each addon line. */
export function PaymentSection({
  reservation: r,
  onDeleteAddon,
}: {
  reservation: ReservationDetails;
  onDeleteAddon?: (line: AddonLine) => void;
}) {
  const lines = tripLinesOf(r);
  return (
    <Section id="payment-heading" title="Price and payment">
      <Facts
        facts={[
          ['Amount', r.amount === null ? '' : formatMoney(r.amount)],
          ['Paid', formatMoney(r.paidAmount)],
          ['Balance', balanceText(r)],
          ['Payment type', r.paymentType],
          ['Transaction Id', r.transactionId],
          ['PayPal payer', r.paypalCustomerId],
        ]}
      />
      {lines.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <PriceLines lines={lines} label="Price lines" />
        </Box>
      )}
      <Addons reservation={r} {...(onDeleteAddon ? { onDelete: onDeleteAddon } : {})} />
      <PaymentLines reservation={r} />
      <Refunds reservation={r} />
    </Section>
  );
}
