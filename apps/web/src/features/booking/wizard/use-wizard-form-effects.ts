import type { SessionUser } from '@livery/domain';
import { useEffect, useRef } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-error';
import { toFieldMessages, type FieldMessages } from './field-paths';
import type { Step, WizardState } from './wizard-state';

type WizardForm = UseFormReturn<WizardState>;

/** Puts messages on their fields (tagged with `type`, so a later round clears only its own) and returns them. */
export function showMessages(form: WizardForm, messages: FieldMessages, type: string): string[] {
  for (const [field, message] of Object.entries(messages))
    form.setError(field as Path<WizardState>, { type, message }, { shouldFocus: false });
  return [...new Set(Object.values(messages))];
}

/** The live quote's refusal on the fields it names (`discountCode`, `pickUpAt`); the next answer replaces it. */
export function useQuoteFieldErrors(form: WizardForm, error: Error | null, mayEnterMiles: boolean): void {
  const shown = useRef<string[]>([]);
  useEffect(() => {
    for (const field of shown.current)
      if (form.getFieldState(field as Path<WizardState>).error?.type === 'quote')
        form.clearErrors(field as Path<WizardState>);
    shown.current = [];
    const fields = error instanceof ApiRequestError ? error.fields : undefined;
    if (!fields) return;
    const mapped = toFieldMessages(fields, { state: form.getValues(), mayEnterMiles }).fields;
    showMessages(form, mapped, 'quote');
    shown.current = Object.keys(mapped);
  }, [error, form, mayEnterMiles]);
}

/** A signed-in customer books for themselves: on the customer step their details are filled in, once. */
export function useOwnDetails(form: WizardForm, step: Step, self: SessionUser | null): void {
  useEffect(() => {
    if (step !== 'customer' || !self) return;
    const customer = form.getValues('customer');
    if (customer.name || customer.email || customer.phoneNumber) return;
    form.setValue('customer', {
      ...customer,
      name: self.fullName,
      email: self.email,
      phoneNumber: self.phoneNumber ?? '',
    });
  }, [step, self, form]);
}

/** Moves focus to the step's heading after a step change (not on the first draw), for keyboards and screen readers. */
export function useStepFocus(step: Step) {
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}
