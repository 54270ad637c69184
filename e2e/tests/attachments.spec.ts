import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { authHeader, createAccount } from '../support/accounts';
import { saveScreenshot, signIn } from '../support/fixtures';

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n% Livery e2e licence\n'), Buffer.alloc(2000, 32)]);

test("an admin uploads a driver's licence to the driver's profile and downloads it", async ({ page }) => {
  await signIn(page, 'admin');
  // A driver of its own, so no seeded driver gains an attachment.
  const driver = await createAccount(page, 'driver');
  try {
    await page.goto(`/drivers?search=${driver.lastName}`);
    await page.getByRole('table').getByRole('link', { name: driver.firstName }).click();
    await expect(page).toHaveURL(`/users/${driver.id}/profile-info`);
    await page
      .getByRole('tab', { name: 'Attachments' })
      .or(page.getByRole('link', { name: 'Attachments' }))
      .first()
      .click();
    await expect(page).toHaveURL(/user-attachments/);

    const upload = page.getByRole('form', { name: 'Upload attachment' });
    await upload.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Driving licence' }).click();
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await upload.getByLabel('Expiry date').fill(soon);
    await upload.getByLabel('File').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf });
    await upload.getByRole('button', { name: 'Upload' }).click();

    const row = page.getByRole('table', { name: 'Attachments' }).getByRole('row').filter({ hasText: 'licence.pdf' });
    await expect(row).toContainText('Driving licence');
    await expect(row).toContainText(`Expires ${soon}`);
    await saveScreenshot(page, 'attachments-list');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('licence.pdf');
    expect(readFileSync(await download.path()).equals(pdf)).toBe(true);

    // A renamed executable is refused by its content.
    await upload
      .getByLabel('File')
      .setInputFiles({ name: 'virus.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf') });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Upload a PDF, JPEG or PNG file')).toBeVisible();
  } finally {
    // The attachments first (their stored files too), then the driver.
    const headers = await authHeader(page);
    const listed = await page.request.get(`/api/v1/users/${driver.id}/attachments`, { headers });
    if (listed.ok()) {
      for (const { id } of (await listed.json()).dataItems as { id: number }[]) {
        await page.request.delete(`/api/v1/users/${driver.id}/attachments/${id}`, { headers });
      }
    }
    await driver.remove();
  }
});
