/** The reservation details page's dialogs: complete, cancel, assign, add addon, record payment, remove an addon. */
import type { ReservationDetails } from '@livery/domain';
import { ConfirmDialog } from '../../../components/form-dialog';
import { useCancelReservation } from '../api/cancel-reservation';
import { useDeleteReservationAddon } from '../api/delete-reservation-addon';
import { AddAddonDialog } from './add-addon-dialog';
import { AssignDriversDialog } from './assign-drivers-dialog';
import { CancelDialog } from './cancel-dialog';
import { CompleteDialog } from './complete-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import type { DetailsDialogs as Dialogs } from './use-details-dialogs';

export function DetailsDialogs({ reservation: r, dialogs }: { reservation: ReservationDetails; dialogs: Dialogs }) {
  const cancel = useCancelReservation();
  const deleteAddon = useDeleteReservationAddon();
  const { asking, close, removing, setRemoving } = dialogs;
  const may = (action: ReservationDetails['actions'][number]) => r.actions.includes(action);
  return (
    <>
      <CompleteDialog open={asking === 'complete'} trip={r} onClose={close} />
      <CancelDialog target={asking === 'cancel' ? r : null} onCancel={cancel.mutateAsync} onClose={close} />
      <AssignDriversDialog reservation={asking === 'assign' && may('assign') ? r : null} onClose={close} />
      <AddAddonDialog reservation={asking === 'addAddon' && may('addAddon') ? r : null} onClose={close} />
      <RecordPaymentDialog
        reservation={asking === 'recordPayment' && may('recordPayment') ? r : null}
        onClose={close}
      />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove addon ${removing?.name ?? ''} from ${r.number}?`}
        message="The trip is priced again without it, and the customer gets an e-mail with the new total."
        confirmLabel="Remove addon"
        confirmColor="error"
        onConfirm={() => (removing ? deleteAddon.mutateAsync({ ...r, line: removing }) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
