import { expect, test } from '@playwright/test';
import { completeSignIn, serveLocalTiles } from './support/customer';
import { uniquePhone } from './support/outbox';

test('a customer adds, edits, defaults and deletes addresses on the map; outside the service area is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await serveLocalTiles(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await completeSignIn(page, request, uniquePhone('8'), 'Rohan Mehta');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Saved Addresses' }).click();
  const manager = page.getByRole('dialog', { name: 'Manage your addresses' });
  await expect(manager).toContainText('Add your first address to get started');

  // Search a Gurugram sector, drag the pin, save as Work.
  await manager.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('dialog', { name: /Add Address/ });
  await form.getByPlaceholder('Search for area, street name...').fill('sector 45');
  await form
    .getByRole('option', { name: /Sector 45/ })
    .first()
    .click();
  await expect(form.getByLabel('Pincode')).toHaveValue('122003');
  const pin = form.locator('.leaflet-marker-icon').first();
  await expect(pin).toBeVisible();
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height + 20, { steps: 8 });
  await page.mouse.up();
  await form.getByLabel('Flat / House no.').fill('Tower 4, Flat 1203');
  await form.getByRole('radiogroup', { name: 'Save address as' }).getByRole('radio', { name: 'Work' }).click();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  await expect(manager).toContainText('Tower 4, Flat 1203');

  // A second one, at home in Sector 69.
  await manager.getByRole('button', { name: 'Add Address' }).click();
  await form.getByPlaceholder('Search for area, street name...').fill('Sector 69');
  await form
    .getByRole('option', { name: /Sector 69/ })
    .first()
    .click();
  await form.getByLabel('Flat / House no.').fill('House 27');
  await form.getByRole('radiogroup', { name: 'Save address as' }).getByRole('radio', { name: 'Home' }).click();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  await expect(manager).toContainText('House 27');

  // Edit the Work address.
  await manager.getByRole('button', { name: 'Address options for Work' }).click();
  await page.getByRole('menuitem', { name: 'Edit Address' }).click();
  const edit = page.getByRole('dialog', { name: /Edit Address/ });
  await edit.getByLabel('Flat / House no.').fill('Tower 5, Flat 501');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toBeHidden();
  await expect(manager).toContainText('Tower 5, Flat 501');

  // Make Home the default, then delete Work.
  await manager.getByRole('button', { name: 'Address options for Home' }).click();
  await page.getByRole('menuitem', { name: 'Set as default' }).click();
  await expect(manager.getByRole('listitem').filter({ hasText: 'House 27' })).toContainText('Default');
  await manager.getByRole('button', { name: 'Address options for Work' }).click();
  await page.getByRole('menuitem', { name: 'Delete Address' }).click();
  const confirm = page
    .getByRole('alertdialog', { name: 'Delete Address?' })
    .or(page.getByRole('dialog', { name: 'Delete Address?' }));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The open dialog hides the page from the accessibility tree: closed first, so the list read is the answered one.
  await expect(confirm).toBeHidden();
  await expect(manager).not.toContainText('Tower 5, Flat 501');
  await expect(manager).toContainText('House 27');

  // Outside the service area: refused with the dialog and nothing saved.
  await manager.getByRole('button', { name: 'Add Address' }).click();
  await form.getByPlaceholder('Search for area, street name...').fill('Mumbai');
  await form
    .getByRole('option', { name: /Mumbai/ })
    .first()
    .click();
  await form.getByLabel('Flat / House no.').fill('Sea View 3');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText("We're not available in your location yet, but we're expanding soon!")).toBeVisible();
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await page.keyboard.press('Escape');
  const saved = await page.request.get('/api/addresses');
  const { data } = (await saved.json()) as { data: Array<{ flat_no: string | null; is_default: boolean }> };
  expect(data.map((a) => a.flat_no)).toEqual(['House 27']);
  expect(data[0]!.is_default).toBe(true);
});
