import { expect, test, type Page } from '@playwright/test';
import { authHeader, uniqueName } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { toast } from '../support/catalogue';
import { mainNav, saveScreenshot, signIn } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';

test.use({ viewport: { width: 1280, height: 900 } });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The cards this test made, deleted through the API (a published card not yet in force may be): best effort. */
async function removeCards(page: Page, ids: number[]) {
  const headers = await authHeader(page);
  for (const id of ids) await page.request.delete(`/api/v1/rate-cards/${id}`, { headers }).catch(() => undefined);
}

test('an admin drafts, saves and publishes a card far ahead; a dispatcher may not publish', async ({
  page,
  browser,
}) => {
  const name = `Card ${uniqueName()}`;
  // Far ahead and its own minute, so it never prices another test's trip and never meets another published card's
  // instant (one card an instant: a unique index).
  const year = 2090 + Math.floor(Math.random() * 9);
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const minute = String(Math.floor(Math.random() * 60)).padStart(2, '0');
  const ids: number[] = [];
  await signIn(page, 'admin');
  try {
    await mainNav(page).getByRole('link', { name: 'Rate Cards' }).click();
    await expect(page).toHaveTitle('Livery - Rate Cards');
    await page.getByRole('button', { name: 'New rate card' }).click();
    await expect(page).toHaveURL(/\/rate-cards\/\d+$/);
    ids.push(Number(page.url().split('/').pop()));

    const named = section(page, 'Name and services');
    await named.getByLabel('Name').fill(name);
    await named.getByLabel('Hourly').check();
    await named.getByLabel('Flat rate').check();
    const sedan = section(page, 'Car class: Sedan');
    await sedan.getByLabel('Hourly').check();
    await sedan.getByLabel('Rate an hour').fill('95');
    await sedan.getByLabel('Minimum hours').fill('3');
    await sedan.getByLabel('Billing increment').click();
    await page.getByRole('option', { name: '15 min' }).click();

    const zones = section(page, 'Zones');
    await zones.getByRole('button', { name: 'Add zone' }).click();
    await zones.getByLabel('Zone name').last().fill('Manhattan');
    await zones.getByLabel('ZIP codes').last().fill('10001, 10011');
    await zones.getByRole('button', { name: 'Add zone' }).click();
    await zones.getByLabel('Zone name').last().fill('JFK');
    await zones.getByLabel('Airports').last().fill('JFK');
    const flat = section(page, 'Flat rates');
    await flat.getByRole('button', { name: 'Add flat rate' }).click();
    for (const [label, option] of [
      ['From zone', 'Manhattan'],
      ['To zone', 'JFK'],
      ['Car class', 'Sedan'],
    ] as const) {
      await flat.getByLabel(label).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await flat.getByLabel('Price').fill('120');

    for (const [width, height, shot] of [
      [1280, 900, 'rate-card-draft'],
      [390, 844, 'rate-card-draft-phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      if (width === 390) await expectNoSidewaysScroll(page, 'the rate card at 390 px');
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, shot);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Rate card saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Effective date').fill(`${year}-01-${day}`);
    await dialog.getByLabel('Effective time').fill(`9:${minute} AM`);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, `Rate card "${name}" published`)).toBeVisible();
    await expect(page.getByText(/Published: in force from/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    const headers = await authHeader(page);
    const answer = await page.request.get(`/api/v1/rate-cards/${ids[0]}`, { headers });
    const card = (await answer.json()).data;
    expect(card).toMatchObject({ name, status: 'published' });
    expect(card.effectiveFrom).toMatch(new RegExp(`^${year}-01-`));
    const sedanRates = card.card.classes.find((c: { name: string }) => c.name === 'Sedan');
    expect(sedanRates.hourly).toMatchObject({ perHour: 95, minimumHours: 3, incrementMinutes: 15 });
    const zoneId = (zoneName: string) => card.card.zones.find((z: { name: string }) => z.name === zoneName).id;
    expect(card.card.zones).toContainEqual(expect.objectContaining({ name: 'Manhattan', zips: ['10001', '10011'] }));
    expect(card.card.flatRates).toEqual([
      { zoneA: zoneId('Manhattan'), zoneB: zoneId('JFK'), carId: sedanRates.carId, price: 120 },
    ]);
    const inForce = await page.request.get('/api/v1/rate-cards/in-force', {
      headers,
      params: { at: card.effectiveFrom },
    });
    expect((await inForce.json()).data.card.id).toBe(ids[0]);

    // The list shows it published, found by its name.
    await page.goto(`/rate-cards?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Published');
    for (const [width, shot] of [
      [1280, 'rate-cards-list'],
      [390, 'rate-cards-list-phone'],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      if (width === 390) await expectNoSidewaysScroll(page, 'the rate cards list at 390 px');
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, shot);
    }

    // A dispatcher edits drafts but does not publish: no button, and the API refuses.
    const copy = await page.request.post(`/api/v1/rate-cards/${ids[0]}/copy`, { headers });
    const draft = (await copy.json()).data;
    ids.push(draft.id);
    const dispatcher = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await signIn(dispatcher, 'dispatcher', `/rate-cards/${draft.id}`);
      await expect(dispatcher.getByRole('button', { name: 'Save' })).toBeVisible();
      await expect(dispatcher.getByRole('button', { name: 'Publish' })).toHaveCount(0);
      const refused = await dispatcher.request.post(`/api/v1/rate-cards/${draft.id}/publish`, {
        headers: await authHeader(dispatcher),
        data: { effectiveFrom: `${year}-06-${day}T10:${minute}:00Z`, version: draft.version },
      });
      expect(refused.status()).toBe(403);
    } finally {
      await dispatcher.close();
    }
  } finally {
    await removeCards(page, ids);
  }
});
