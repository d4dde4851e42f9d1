import { expect, test } from '@playwright/test';
import { PNG, codeFor, uniquePhone } from './support/outbox';
import { signInRiderOnPage } from './support/rider';

test.describe('customer sign-in', () => {
  test('signs in with the code from the outbox, stays signed in after reload, logs out and stays out', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone('9');
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Full Name').fill('Meera Iyer');
    await dialog.getByLabel('Mobile Number').fill(`+91 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    await expect(dialog.getByLabel('Mobile Number')).toHaveValue(phone);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP sent to your phone!')).toBeVisible();

    const verify = dialog.getByRole('button', { name: 'Verify & Sign In' });
    await expect(verify).toBeDisabled();
    await dialog.getByLabel('Enter OTP').fill(await codeFor(request, phone));
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('MI');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('shows the server message for a wrong code', async ({ page }) => {
    const phone = uniquePhone('8');
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Full Name').fill('Wrong Code');
    await dialog.getByLabel('Mobile Number').fill(phone);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await dialog.getByLabel('Enter OTP').fill('000000');
    await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
    await expect(dialog.getByText(/Invalid OTP/)).toBeVisible();
    await expect(dialog.getByText(/4 attempts remaining/)).toBeVisible();
  });
});

test.describe('rider registration', () => {
  test('registers with two images and, while pending, cannot log in', async ({ page, request }) => {
    const phone = uniquePhone('7');
    await page.goto('/rider/register');
    await expect(page).toHaveTitle('Rider Portal');
    // Both tabs stay mounted (a half-filled form survives a switch): work inside the visible one.
    const register = page.getByRole('tabpanel', { name: 'Register' });
    await register.getByLabel('Full Name').fill('Suresh Kumar');
    await register.getByLabel('Phone Number').fill(phone);
    await register.getByLabel('Aadhar Number').fill('234567890123');
    await register.getByLabel('Aadhar Card Image').setInputFiles({ name: 'aadhar.png', mimeType: 'image/png', buffer: PNG });
    // Headless Chromium has no camera: trying it makes the portal offer a photo upload instead.
    await register.getByRole('button', { name: 'Take Selfie' }).click();
    await register.getByLabel('Upload a selfie photo').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
    await register.getByRole('button', { name: 'Send OTP' }).click();
    await register.getByLabel('Enter OTP').fill(await codeFor(request, phone));
    await register.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(register.getByText('Registration submitted')).toBeVisible();

    await signInRiderOnPage(page, request, phone);
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await expect(login.getByText('Your account is pending approval from admin. Please wait for verification.')).toBeVisible();
  });

  test('rider pages redirect to login without a rider session', async ({ page }) => {
    await page.goto('/rider/dashboard');
    await expect(page).toHaveURL(/\/rider\/login$/);
  });
});

test.describe('admin sign-in', () => {
  test('the demo admin signs in and sees the session time remaining', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveTitle('Admin Portal');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('washday-demo-admin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(/Welcome, admin/)).toBeVisible();
    await expect(page.getByText(/^(7h 59m|8h 0m) remaining$/)).toBeVisible();
  });
});
