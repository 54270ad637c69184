/** The wizard's "Save draft": saves the whole form state as a server draft and keeps the open draft's version. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { draftQueryOptions } from '../api/draft';
import { saveDraft } from '../api/save-draft';
import type { WizardMode } from './wizard-mode';
import type { WizardState } from './wizard-state';

interface DraftSavingOptions {
  mode: WizardMode;
  isGettingAQuote: boolean;
  getState: () => WizardState;
  /** Shows why the draft was not saved, above the wizard's buttons. */
  onProblem: (message: string) => void;
}

export function useDraftSaving({ mode, isGettingAQuote, getState, onProblem }: DraftSavingOptions) {
  const queryClient = useQueryClient();
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
