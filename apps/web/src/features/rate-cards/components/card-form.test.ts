import { rateCardSchema } from '@livery/domain';
import { sampleCardBody } from '@livery/domain/testing';
import { describe, expect, it } from 'vitest';
import { formPathOf, toCard, toCardForm } from './card-form';

describe('the rate card form', () => {
  it('gives back the card it was made from, extras included, and the API accepts it', () => {
    const card = rateCardSchema.parse(sampleCardBody());
    const form = toCardForm(card);
    expect(form.configuration).toEqual({
      meetAndGreet: { amount: '25', percentage: '0' },
      maxMilesSurge: { maxMiles: '100', amount: '25' },
      extraStopCharges: { amount: '10' },
    });
    form.configuration.extraStopCharges.amount = '12.5';
    const sent = toCard(form);
    expect(sent.configuration.extraStopCharges).toEqual({ amount: 12.5 });
    expect(rateCardSchema.parse(sent)).toEqual({
      ...card,
      configuration: { ...card.configuration, extraStopCharges: { amount: 12.5 } },
    });
  });

  it('sends an emptied extra as null, for the API to name it, and shows its message on the box', () => {
    const form = toCardForm(rateCardSchema.parse(sampleCardBody()));
    form.configuration.meetAndGreet.amount = ' ';
    expect(toCard(form).configuration.meetAndGreet.amount).toBeNull();
    expect(rateCardSchema.safeParse(toCard(form)).error?.issues[0]?.path).toEqual([
      'configuration',
      'meetAndGreet',
      'amount',
    ]);
    expect(formPathOf('card.configuration.meetAndGreet.amount')).toBe('configuration.meetAndGreet.amount');
  });
});
