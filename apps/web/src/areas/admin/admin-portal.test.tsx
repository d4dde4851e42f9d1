import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract, type EndpointReply } from '@washday/core';
import { fail, mockApi, on, signedOut } from '@/test/mock-api';
import { renderRoutesAt } from '@/test/render';

const NOW = new Date('2025-05-12T04:00:00.000Z');
/** Signed in 30 s ago: 7 h 59 m 30 s of the 8-hour session left. */
const SESSION = {
  username: 'admin',
  loginTime: new Date(NOW.getTime() - 30_000).toISOString(),
  expiresAt: new Date(NOW.getTime() + 8 * 3_600_000 - 30_000).toISOString(),
};

const signedIn = (): EndpointReply<typeof contract.adminAuth.session> => ({ success: true, session: SESSION });
const loggedOut = (): EndpointReply<typeof contract.auth.logout> => ({ success: true, message: 'Logged out successfully' });

const renderAt = renderRoutesAt;

beforeAll(async () => {
  await import('@/areas/admin');
  // Radix menus measure their trigger; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('admin portal', () => {
  it.each(['/admin', '/admin/location-config'])('%s asks a signed-out admin to sign in, after a loading screen', async (path) => {
    let answer: (() => void) | undefined;
    mockApi([on(contract.adminAuth.session, () => new Promise<Response>((resolve) => (answer = () => resolve(signedOut()))))]);
    renderAt(path);
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    // The loading screen can appear before the request starts; answer only the request that exists.
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer!());
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin Portal'));
  });

  it('shows the server message for a wrong password and for too many tries', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const api = mockApi([
      on(contract.adminAuth.session, signedOut),
      on(contract.adminAuth.login, () => {
        tries += 1;
        return tries === 1
          ? fail(401, 'Invalid username or password')
          : fail(429, 'Too many failed sign-in attempts. Please try again later.');
      }),
    ]);
    renderAt('/admin');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter your username',
      'Please enter your password',
    ]);
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(api.calls(contract.adminAuth.login)[0]?.body).toEqual({ username: 'admin', password: 'wrong-password' });
    // Still on the sign-in card: a wrong password is not a session that ended. The password is cleared for another try.
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('');

    await user.type(screen.getByLabelText('Password'), 'again');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Too many failed sign-in attempts. Please try again later.')).toBeInTheDocument();
  });

  it('sends a reset link from "Forgot password?", showing the same answer whatever the account', async () => {
    const user = userEvent.setup();
    const sent = 'If an admin account matches, a link to reset its password is on its way. It works once, within 30 minutes.';
    const api = mockApi([
      on(contract.adminAuth.session, signedOut),
      on(contract.adminAuth.forgotPassword, { success: true, message: sent }),
    ]);
    renderAt('/admin');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email or username');
    await user.type(screen.getByLabelText('Email or username'), 'ops@washday.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(api.calls(contract.adminAuth.forgotPassword).map((r) => r.body)).toEqual([{ email: 'ops@washday.example' }]);
  });

  it('sets a new password from the link, with the token from the fragment', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const api = mockApi([
      on(contract.adminAuth.resetPassword, () =>
        ++tries === 1
          ? fail(400, 'This reset link is invalid or has expired. Please ask for a new one.', { error: 'RESET_TOKEN_INVALID' })
          : { success: true, message: 'Your password has been reset. Please sign in with your new password.' },
      ),
    ]);
    renderAt('/admin/reset-password#token=tok-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The new password must be at least 10 characters');
    await user.type(screen.getByLabelText('New password'), ' but longer now');
    await user.type(screen.getByLabelText('Repeat new password'), 'something else');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords do not match');
    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'short but longer now');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset. Please sign in with your new password.',
    );
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/admin');
    expect(api.calls(contract.adminAuth.resetPassword).at(-1)?.body).toEqual({
      token: 'tok-123',
      newPassword: 'short but longer now',
    });
  });

  it('shows "Signing in..." while waiting, then the session header', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    mockApi([
      on(contract.adminAuth.session, signedOut),
      on(
        contract.adminAuth.login,
        () =>
          new Promise<EndpointReply<typeof contract.adminAuth.login>>((resolve) => {
            release = () =>
              resolve({ success: true, message: 'Login successful!', data: { token: 'ignored', session: SESSION } });
          }),
      ),
    ]);
    renderAt('/admin/location-config');

    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'washday-demo-admin');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();

    act(() => release());
    expect(await screen.findByText('7h 59m remaining')).toBeInTheDocument();
    expect(screen.getByText(/Welcome,/)).toHaveTextContent('Welcome, admin');
    // The logo link is named by what it shows (WCAG 2.5.3).
    expect(screen.getByRole('link', { name: 'Washday Admin Portal' })).toHaveAttribute('href', '/admin');
    expect(localStorage.length).toBe(0);
  });

  it('counts the remaining time down every minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW, shouldAdvanceTime: true });
    mockApi([on(contract.adminAuth.session, signedIn)]);
    renderAt('/admin');
    expect(await screen.findByText('7h 59m remaining')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('7h 58m remaining')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * 3_600_000));
    expect(screen.getByText('5h 58m remaining')).toBeInTheDocument();
  });

  it('signs out when the session runs out, and tells the server', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
      now: NOW,
      shouldAdvanceTime: true,
    });
    let valid = true;
    const shortSession = { ...SESSION, expiresAt: new Date(NOW.getTime() + 90_000).toISOString() };
    const api = mockApi([
      on(contract.adminAuth.session, () => (valid ? { success: true, session: shortSession } : signedOut())),
      on(contract.auth.logout, () => {
        valid = false;
        return loggedOut();
      }),
    ]);
    renderAt('/admin');
    expect(await screen.findByText('0h 1m remaining')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(api.calls(contract.auth.logout)).not.toHaveLength(0);
  });

  it('goes back to sign-in when the 30-second check gets a 401', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
      now: NOW,
      shouldAdvanceTime: true,
    });
    let valid = true;
    mockApi([on(contract.adminAuth.session, () => (valid ? signedIn() : signedOut()))]);
    renderAt('/admin');
    expect(await screen.findByRole('button', { name: 'Admin menu' })).toBeInTheDocument();

    valid = false;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('logs out from the admin menu', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const user = userEvent.setup();
    let valid = true;
    const api = mockApi([
      on(contract.adminAuth.session, () => (valid ? signedIn() : signedOut())),
      on(contract.auth.logout, () => {
        valid = false;
        return loggedOut();
      }),
    ]);
    renderAt('/admin');

    await user.click(await screen.findByRole('button', { name: 'Admin menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(api.calls(contract.auth.logout)[0]?.body).toEqual({ role: 'admin' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Admin menu' })).not.toBeInTheDocument());
  });
});
