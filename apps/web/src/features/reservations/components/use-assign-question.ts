import { useState } from 'react';
import { conflictQuestionOf, useAssignDrivers, type AssignDriversInput } from '../api/assign-drivers';

/** What is asked before drivers are saved: a title, the reasons in sentences, and whether they include conflicts. */
export interface AssignQuestion {
  input: AssignDriversInput;
  /** "Assign Dave Driver to A41 anyway?" */
  title: string;
  /** "Dave Driver is off duty.", "Dave Driver also drives A6 at the same time as A41." */
  reasons: string[];
  /** The reasons name conflicting trips: "Assign anyway" acknowledges them to the server. */
  acknowledge: boolean;
}

/**
 * Assigning drivers with the question first (issue 38 item 14): what the screen knows to ask (an off-duty driver,
 * conflicts it can see) is asked before anything is sent; what only the server knows (a conflicting trip on another
 * day, or made in another browser meanwhile) comes back as its 409 and is asked then. Nothing is saved until the
 * person chooses "Assign anyway"; Cancel leaves the trip as it was. `onSaved` runs after a save.
 */
export function useAssignQuestion(onSaved: () => void = () => undefined) {
  const assign = useAssignDrivers();
  const [question, setQuestion] = useState<AssignQuestion | null>(null);

  const save = async (input: AssignDriversInput) => {
    await assign.mutateAsync(input);
    onSaved();
  };

  /** Saves at once when there is nothing to ask, else asks. Rejects with any refusal other than the question. */
  const assignOrAsk = async (question: AssignQuestion) => {
    if (question.reasons.length > 0) return setQuestion(question);
    try {
      await save({ ...question.input, acknowledgeConflicts: false });
    } catch (error) {
      const conflicts = conflictQuestionOf(error);
      if (conflicts === null) throw error;
      setQuestion({ ...question, reasons: [conflicts], acknowledge: true });
    }
  };

  /** "Assign anyway": a refusal rejects, for the question's dialog to show; a conflict new to it is asked again. */
  const confirm = async () => {
    if (!question) return;
    try {
      await save({ ...question.input, acknowledgeConflicts: question.acknowledge });
    } catch (error) {
      const conflicts = conflictQuestionOf(error);
      if (conflicts === null) throw error;
      setQuestion({ ...question, acknowledge: true });
      throw new Error(`${conflicts} Assign anyway to keep them, or cancel.`, { cause: error });
    }
  };

  return { question, assignOrAsk, confirm, dismiss: () => setQuestion(null), isPending: assign.isPending };
}
