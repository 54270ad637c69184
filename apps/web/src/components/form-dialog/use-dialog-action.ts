import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';

/**
 * A dialog's one action (confirm, cancel a trip): pending while it runs, the dialog closed when it succeeds, its
 * refusal kept to show in the dialog, which stays open (a toast behind a modal dialog is hidden from screen readers).
 * `onClose` is what closing does besides forgetting the refusal (the dialog's own fields cleared, the parent told).
 */
export function useDialogAction(onClose: () => void) {
  const [isPending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const run = async (action: () => Promise<unknown>) => {
    setPending(true);
    setRefusal(null);
    try {
      await action();
      close();
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return { isPending, refusal, clearRefusal: () => setRefusal(null), close, run };
}
