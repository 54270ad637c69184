import {
  formatMoney,
  PAYMENT_METHOD_LABELS,
  PAYMENT_REFERENCE_MAX,
  RECORDED_PAYMENT_METHODS,
  recordPaymentSchemaFor,
  type ReservationDetails,
} from '@livery/domain';
import DialogContentText from '@mui/material/DialogContentText';
import { useMemo } from 'react';
import { FormDialog, type FormFieldConfig } from '../../../components/form-dialog';
import { useBusinessDate } from '../../../lib/use-business-date';
import { useRecordPayment } from '../api/record-payment';

type Values = {
  method: string;
  amount: number | null;
  paidOn: string | null;
  reference: string;
  version: number;
};

const FIELDS: readonly FormFieldConfig<Values>[] = [
  {
    name: 'method',
    label: 'Method',
    kind: 'select',
    required: true,
    options: RECORDED_PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] })),
  },
  { name: 'amount', label: 'Amount', kind: 'number', adornment: '$', required: true },
  { name: 'paidOn', label: 'Paid on', kind: 'date', required: true },
  {
    name: 'reference',
    label: 'Reference (optional)',
    helperText: `A check, invoice or receipt number; at most ${PAYMENT_REFERENCE_MAX} characters`,
  },
];

/**
 * "Record a payment on A12" (decision 051): the method, the amount (the balance due to start with), the date it was
 * paid (today in the business time zone) and a reference. The domain's schema checks what the screen knows (more
 * than 0, at most the balance due, not after today); the server checks it again against the trip as it is, and its
 * refusal stays in the dialog.
 */
export function RecordPaymentDialog({
  reservation,
  onClose,
}: {
  reservation: ReservationDetails | null;
  onClose: () => void;
}) {
  const { today } = useBusinessDate();
  const record = useRecordPayment();
  const balanceDue = reservation?.balanceDue ?? 0;
  const schema = useMemo(() => recordPaymentSchemaFor({ today, balanceDue }), [today, balanceDue]);
  return (
    <FormDialog
      open={reservation !== null}
      title={`Record a payment on ${reservation?.number ?? ''}`}
      schema={schema}
      defaultValues={{
        method: 'cash',
        amount: balanceDue,
        paidOn: today,
        reference: '',
        version: reservation?.version,
      }}
      fields={FIELDS}
      submitLabel="Record payment"
      errorsInDialog
      extraContent={
        <DialogContentText>
          {formatMoney(balanceDue)} is due of {formatMoney(reservation?.amount ?? 0)}.
          {reservation?.status === 'unpaid' ? ' Once all of it is paid, the trip is booked as paid (created).' : ''}
        </DialogContentText>
      }
      onSubmit={(values) =>
        reservation
          ? record.mutateAsync({ ...values, id: reservation.id, number: reservation.number })
          : Promise.resolve()
      }
      onClose={onClose}
    />
  );
}
