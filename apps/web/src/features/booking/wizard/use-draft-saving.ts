/** The wizard's "Save draft": saves the whole form state as a server draft and keeps the open draft's version. */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { draftQueryOptions } from '../api/draft';
import { saveDraft } from '../api/save-draft';
import type { WizardMode } from './wizard-mode';
import type { WizardState } from './wizard-state';

/**
 * Told the id of a draft this screen has just saved for the first time, before its link goes in the address bar:
 * the booking screen then keeps the wizard that is open, rather than opening the draft anew from the server (which
 * would lose what is typed meanwhile).
 */
export const NewDraftHere = createContext<(id: number) => void>(() => {});

interface DraftSavingOptions {
  mode: WizardMode;
  isGettingAQuote: boolean;
  getState: () => WizardState;
  /** Shows why the draft was not saved, above the wizard's buttons. */
  onProblem: (message: string) => void;
}

export function useDraftSaving({ mode, isGettingAQuote, getState, onProblem }: DraftSavingOptions) {
  const queryClient = useQueryClient();
  const savedHere = useContext(NewDraftHere);
  const [, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState(mode.kind === 'draft' ? mode.draft : null);
  const [isSaving, setIsSaving] = useState(false);

  /** Saves the whole wizard as a draft (the first time a new one, whose link then stands in the address bar). */
  const save = async () => {
    setIsSaving(true);
    try {
      const saved = await saveDraft(getState(), draft);
      setDraft({ id: saved.id, version: saved.version, number: saved.number });
      toast.success(`Draft ${saved.number} saved`);
      if (!draft) {
        // Its link resumes it in any browser; the screen goes on with it as it is.
        queryClient.setQueryData(draftQueryOptions(saved.id).queryKey, saved);
        savedHere(saved.id);
        setSearchParams(
          (params) => {
            params.set('id', String(saved.id));
            params.set('draft', 'true');
            params.set('isGettingAQuote', String(isGettingAQuote));
            return params;
          },
          { replace: true },
        );
      }
    } catch (failure) {
      const stale = failure instanceof ApiRequestError && failure.code === 'CONFLICT';
      onProblem(
        stale
          ? 'This draft was changed in another window since you opened it. Reload the page to see that version.'
          : `The draft was not saved: ${errorMessage(failure)}`,
      );
    } finally {
      setIsSaving(false);
    }
  };

  return { draft, isSaving, save };
}
