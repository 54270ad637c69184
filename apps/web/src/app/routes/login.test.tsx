import { SIGN_IN_PAGE } from '@livery/domain';
import { signInTexts } from '@livery/domain/testing';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/test-utils';
import { labelOf, visibleTexts } from '../../testing/visible-texts';

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response('{"error":{"code":"NOT_FOUND","message":"Not here"}}', { status: 404 }),
  );
});
afterEach(() => vi.restoreAllMocks());

/** The server's `/login` is held to the same lists (apps/api/src/modules/public-site/visitor-pages.test.ts). */
describe('the SPA’s sign-in screen, from the domain’s description (decision 076)', () => {
  it('shows exactly the description’s texts and fields, in order, keeping ?redirect= on the sign-up link', async () => {
    await renderApp('/login?redirect=%2Fcars');
    const card = (await screen.findByRole('heading', { level: 1, name: SIGN_IN_PAGE.heading })).parentElement!;
    expect(visibleTexts(card)).toEqual(signInTexts('/cars'));
    const fields = [...card.querySelectorAll('input')].map((input) => ({
      name: input.name,
      label: labelOf(input.labels![0]!),
      type: input.type,
      autoComplete: input.autocomplete,
      required: input.required,
    }));
    expect(fields).toEqual(SIGN_IN_PAGE.fields);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/signup?redirect=%2Fcars',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});
