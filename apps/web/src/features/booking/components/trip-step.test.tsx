import { NEW_TRIP_TODO, TRIP_STEP_PARTS, WIZARD_FRAME, WIZARD_STEPS } from '@livery/domain';
import { missingInOrder, tripStepControls, tripStepFrameTexts, tripStepTexts } from '@livery/domain/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../../testing/test-utils';
import { visibleTexts } from '../../../testing/visible-texts';
import { JFK_WITH_A_TERMINAL as AIRPORTS } from '../testing-fixtures';
import { emptyWizardState } from '../wizard/wizard-state';

/** The airports; nothing else is needed to draw a new trip's first step. */
function serve() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).startsWith('/api/v1/airports')
      ? jsonResponse({ dataItems: AIRPORTS, count: 1 })
      : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control by its label as the description writes it (MUI adds an aria-hidden asterisk), else a button by name. */
function controlNamed(step: HTMLElement, label: string): HTMLElement {
  const byLabel = within(step).queryAllByLabelText(new RegExp(`^${escaped(label)}[\\s\\u2009*]*$`));
  const found = byLabel.length > 0 ? byLabel : within(step).queryAllByRole('button', { name: label });
  expect(found, label).toHaveLength(1);
  return found[0]!;
}

/** The controls' labels in the order of their elements in the document. */
const inDocumentOrder = (controls: readonly { label: string; element: HTMLElement }[]) =>
  [...controls]
    .sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map(({ label }) => label);

beforeAll(async () => {
  await import('./booking-wizard');
}, 30_000);

afterEach(() => vi.restoreAllMocks());

/** The server's first form is held to the same description (apps/api/src/modules/public-site/visitor-pages.test.ts). */
describe('the wizard’s first step, from the domain’s description (decision 076)', () => {
  it('has the description’s controls and texts in order, in the frame the server’s first form has too', async () => {
    serve();
    await renderApp('/reservation/create');
    const step = await screen.findByRole(
      'region',
      { name: WIZARD_FRAME.stepHeading(0, WIZARD_STEPS.length, 'trip') },
      { timeout: 15_000 },
    );
    const main = screen.getByRole('main');
    expect(missingInOrder(visibleTexts(main), tripStepFrameTexts())).toEqual([]);
    const explainer = within(main).getByRole('region', { name: WIZARD_FRAME.priceHeading });
    expect(
      within(explainer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEW_TRIP_TODO);
    expect(missingInOrder(visibleTexts(step), tripStepTexts('wizard'))).toEqual([]);

    const roundTrip = TRIP_STEP_PARTS.find((part) => part.kind === 'round-trip')!;
    fireEvent.click(controlNamed(step, roundTrip.label));
    await within(step).findByRole('region', { name: roundTrip.section });
    const labels = tripStepControls('wizard', { isRoundTrip: true }).map(({ label }) => label);
    const controls = labels.map((label) => ({ label, element: controlNamed(step, label) }));
    expect(inDocumentOrder(controls)).toEqual(labels);
    expect(missingInOrder(visibleTexts(step), tripStepTexts('wizard', { isRoundTrip: true }))).toEqual([]);
  });

  it('starts a new trip with the description’s first values', () => {
    const fields = TRIP_STEP_PARTS.flatMap((part) => (part.kind === 'row' ? part.fields : []));
    expect(emptyWizardState().trip.passengers).toBe(fields.find(({ key }) => key === 'passengers')?.initial);
  });
});
