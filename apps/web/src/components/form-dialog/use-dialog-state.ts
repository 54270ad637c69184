import { useCallback, useState } from 'react';

/**
 * Which dialog of a screen is open, and for what. Closing keeps the last value, so a dialog's
 * title and fields do not change while it fades out.
 */
export function useDialogState<T extends { kind: string }>() {
  const [state, setState] = useState<{ value: T | null; isOpen: boolean }>({ value: null, isOpen: false });
  const open = useCallback((value: T) => setState({ value, isOpen: true }), []);
  const close = useCallback(() => setState((previous) => ({ ...previous, isOpen: false })), []);
  const isOpen = (kind: T['kind']) => state.isOpen && state.value?.kind === kind;
  /** The value of the given kind, also while its dialog closes. */
  const valueOf = <K extends T['kind']>(kind: K) =>
    state.value?.kind === kind ? (state.value as Extract<T, { kind: K }>) : undefined;
  return { open, close, isOpen, valueOf };
}
