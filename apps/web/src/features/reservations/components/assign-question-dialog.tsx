import { ConfirmDialog } from '../../../components/form-dialog';
import type { AssignQuestion } from './use-assign-question';

/**
 * The question before drivers are saved (issue 38 items 13 and 14): why to think twice, then "Assign anyway" or
 * Cancel, which saves nothing. A refusal on saving stays in the dialog.
 */
export function AssignQuestionDialog({
  question,
  onConfirm,
  onClose,
}: {
  question: AssignQuestion | null;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ''}
      message={question?.reasons.join(' ') ?? ''}
      confirmLabel="Assign anyway"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
