import { CONFIGURATION_SECTIONS } from '@livery/domain';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { authHeader, uniqueName } from '../support/accounts';
import { saveScreenshot, signIn, waitForQuietNetwork } from '../support/fixtures';

/**
 * The configuration is one record every spec shares: these tests change only the home page's payment text and its
 * questions (no other spec reads them), and put back what they found.
 */
const SCREEN = '/settings/configurations';
const card = (page: Page, name: string) => page.getByRole('region', { name });
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text).first();

interface Home {
  payment: string;
  faq: { question: string; answer: string }[];
  [text: string]: unknown;
}

async function readRecord(page: Page): Promise<{ version: number; home: Home }> {
  const response = await page.request.get('/api/v1/configurations', { headers: await authHeader(page) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}

/** Puts the home page back as it was (best effort: a failure is logged, never hides the test's own error). */
async function restoreHome(page: Page, home: Home): Promise<void> {
  try {
    const { version } = await readRecord(page);
    const saved = await page.request.put('/api/v1/configurations/1', {
      headers: await authHeader(page),
      data: { version, home },
    });
    if (!saved.ok()) throw new Error(`saving answered ${saved.status()}: ${await saved.text()}`);
  } catch (error) {
    console.warn('could not restore the home page configuration:', error);
  }
}

async function openScreen(page: Page) {
  await page.goto(SCREEN);
  await expect(page).toHaveTitle('Livery - Configurations');
  await expect(card(page, 'Home page')).toBeVisible();
  await waitForQuietNetwork(page);
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
}

test('an administrator adds a question to the home page, moves it first, saves it and sees it after a reload', async ({
  page,
}) => {
  const question = `Do you wait at the curb? ${uniqueName()}`;
  await signIn(page, 'admin');
  const original = (await readRecord(page)).home;
  try {
    await openScreen(page);
    expect(await seriousViolations(page), 'the screen as an administrator sees it').toEqual([]);
    await saveScreenshot(page, 'configurations-1280');
    const home = card(page, 'Home page');
    const count = original.faq.length;

    await home.getByRole('button', { name: 'Add a question' }).click();
    const next = count + 1;
    await expect(home.getByRole('textbox', { name: `Question ${next}` })).toBeFocused();
    await page.keyboard.type(question);
    await home.getByRole('textbox', { name: `Answer ${next}` }).fill('Inside, at baggage claim, with your name.');
    // To the top of the list, from the keyboard: the focus follows the moved question.
    await home.getByRole('button', { name: `Move question ${next} up` }).focus();
    for (let i = 0; i < count; i += 1) await page.keyboard.press('Enter');
    await expect(home.getByRole('textbox', { name: 'Question 1' })).toHaveValue(question);
    // A field the schema refuses shows its message and nothing is saved.
    await home.getByRole('textbox', { name: 'Contact number' }).fill('call us');
    await home.getByRole('button', { name: 'Save' }).click();
    await expect(home.getByText('Enter a phone number, such as +1 212 555 0100')).toBeVisible();
    await home.getByRole('textbox', { name: 'Contact number' }).fill(String(original['contactNumber']));
    await home.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Home page saved')).toBeVisible();

    await page.reload();
    await expect(card(page, 'Home page').getByRole('textbox', { name: 'Question 1' })).toHaveValue(question);
    const saved = (await readRecord(page)).home;
    expect(saved.faq.map((item) => item.question)).toEqual([question, ...original.faq.map((item) => item.question)]);

    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page);
    await saveScreenshot(page, 'configurations-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling on a phone').toBeLessThanOrEqual(390);
  } finally {
    await restoreHome(page, original);
  }
});

test('when two pages save the same section, the second is told someone else saved it and sees their text', async ({
  page,
  browser,
}) => {
  const first = `Cards and PayPal ${uniqueName()}`;
  const second = `Cash only ${uniqueName()}`;
  await signIn(page, 'admin');
  const original = (await readRecord(page)).home;
  const other = await browser.newPage();
  try {
    await signIn(other, 'admin');
    await openScreen(page);
    await openScreen(other);
    // The other page starts typing first; this one saves first.
    await card(other, 'Home page').getByRole('textbox', { name: 'Payment' }).fill(second);
    await card(page, 'Home page').getByRole('textbox', { name: 'Payment' }).fill(first);
    await card(page, 'Home page').getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Home page saved')).toBeVisible();

    await card(other, 'Home page').getByRole('button', { name: 'Save' }).click();
    const alert = card(other, 'Home page').getByRole('alert');
    await expect(alert).toContainText('Your change was not saved: someone else saved home page since you opened');
    await expect(card(other, 'Home page').getByRole('textbox', { name: 'Payment' })).toHaveValue(first);
    await saveScreenshot(other, 'configurations-conflict');
    expect((await readRecord(page)).home.payment).toBe(first);
  } finally {
    await other.close();
    await restoreHome(page, original);
  }
});

test('someone whose role may only view the configuration sees every card read-only', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const unique = uniqueName();
  const roleName = `Config viewer ${unique}`;
  const email = `config.viewer.${unique}@livery.test`;
  const password = `Viewer-${unique}-1`;
  await signIn(page, 'admin');
  const headers = await authHeader(page);
  let roleId: number | undefined;
  let userId: number | undefined;
  const viewer = await browser.newContext();
  try {
    const role = await page.request.post('/api/v1/roles', { headers, data: { name: roleName } });
    expect(role.status(), await role.text()).toBe(201);
    roleId = (await role.json()).data.id;
    const permissions = await page.request.get('/api/v1/permissions', {
      headers,
      params: { search: 'configurations:view', limit: 500 },
    });
    const view = ((await permissions.json()).dataItems as { id: number; name: string }[]).find(
      (p) => p.name === 'configurations:view',
    );
    const assigned = await page.request.put(`/api/v1/roles/role-permissions/${roleId}`, {
      headers,
      data: { permissionIds: [view!.id] },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    const user = await page.request.post('/api/v1/users', {
      headers,
      data: { firstName: 'Vic', lastName: `Viewer${unique}`, email, phoneNumber: '+1 212 555 0177' },
    });
    expect(user.status(), await user.text()).toBe(201);
    userId = (await user.json()).data.id;
    const roles = await page.request.put(`/api/v1/roles/users/${userId}`, { headers, data: { roleIds: [roleId] } });
    expect(roles.status(), await roles.text()).toBe(200);
    const set = await page.request.put(`/api/v1/users/${userId}/password`, {
      headers,
      data: { newPassword: password },
    });
    expect(set.status(), await set.text()).toBe(200);

    const viewerPage = await viewer.newPage();
    await signIn(viewerPage, { email, password });
    await openScreen(viewerPage);
    await expect(viewerPage.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(viewerPage.getByText('Read only', { exact: true })).toHaveCount(CONFIGURATION_SECTIONS.length);
    await expect(card(viewerPage, 'Meet & greet').getByRole('spinbutton', { name: 'Amount' })).toBeDisabled();
    await expect(card(viewerPage, 'Home page').getByRole('textbox', { name: 'Welcome' })).toBeDisabled();
    await expect(card(viewerPage, 'Home page').getByRole('button', { name: 'Add a question' })).toHaveCount(0);
    await expect(card(viewerPage, 'Time zone').getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    await expect(card(viewerPage, 'Home page')).toContainText('Saving it needs the configurations:home permission.');
    expect(await seriousViolations(viewerPage), 'the read-only screen').toEqual([]);
    await saveScreenshot(viewerPage, 'configurations-read-only');
  } finally {
    await viewer.close();
    if (userId) await page.request.delete(`/api/v1/users/${userId}`, { headers }).catch(() => undefined);
    // Roles cannot be deleted: the test's role is left holding nothing (its unique name keeps it out of the way).
    if (roleId) {
      await page.request
        .put(`/api/v1/roles/role-permissions/${roleId}`, { headers, data: { permissionIds: [] } })
        .catch(() => undefined);
    }
  }
});
