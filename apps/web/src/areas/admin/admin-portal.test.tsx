import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutesAt } from '@/test/render';

const NOW = new Date('2025-05-12T04:00:00.000Z');
/** Signed in 30 s ago: 7 h 59 m 30 s of the 8-hour session left. */
const SESSION = {
  username: 'admin',
  loginTime: new Date(NOW.getTime() - 30_000).toISOString(),
  expiresAt: new Date(NOW.getTime() + 8 * 3_600_000 - 30_000).toISOString(),
};

type Handler = (request: { body: unknown }) => Response | Promise<Response>;

function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse({ success: false, message: `No mock for ${key}` }, 404);
    return handler({ body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const signedOut = () => jsonResponse({ success: false, error: 'UNAUTHORIZED', message: 'Authentication required' }, 401);
const signedIn = () => jsonResponse({ success: true, session: SESSION });

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
    mockApi({ 'GET /api/admin/session': () => new Promise<Response>((resolve) => (answer = () => resolve(signedOut()))) });
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
    const fetchMock = mockApi({
      'GET /api/admin/session': signedOut,
      'POST /api/auth/login': () => {
        tries += 1;
        return tries === 1
          ? jsonResponse({ success: false, error: 'UNAUTHORIZED', message: 'Invalid username or password' }, 401)
          : jsonResponse({ success: false, error: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-in attempts. Please try again later.' }, 429);
      },
    });
    renderAt('/admin');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter your username', 'Please enter your password']);
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login') ?? [];
    expect(init?.body).toBe(JSON.stringify({ username: 'admin', password: 'wrong-password' }));
    // Still on the sign-in card: a wrong password is not a session that ended. The password is cleared for another try.
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('');

    await user.type(screen.getByLabelText('Password'), 'again');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Too many failed sign-in attempts. Please try again later.')).toBeInTheDocument();
  });

  it('shows "Signing in..." while waiting, then the session header', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    mockApi({
      'GET /api/admin/session': signedOut,
      'POST /api/auth/login': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ success: true, message: 'Login successful!', data: { token: 'ignored', session: SESSION } }));
        }),
    });
    renderAt('/admin/location-config');

    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'washday-demo-admin');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();

    act(() => release());
    expect(await screen.findByText('7h 59m remaining')).toBeInTheDocument();
    expect(screen.getByText(/Welcome,/)).toHaveTextContent('Welcome, admin');
    expect(screen.getByText('Signed in as')).toBeInTheDocument();
    expect(screen.getByText(/^12 May 2025, 9:29\s?am$/i)).toBeInTheDocument();
    expect(screen.getByText(/^12 May 2025, 5:29\s?pm$/i)).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('counts the remaining time down every minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW, shouldAdvanceTime: true });
    mockApi({ 'GET /api/admin/session': signedIn });
    renderAt('/admin');
    expect(await screen.findByText('7h 59m remaining')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('7h 58m remaining')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * 3_600_000));
    expect(screen.getByText('5h 58m remaining')).toBeInTheDocument();
  });

  it('signs out when the session runs out, and tells the server', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'], now: NOW, shouldAdvanceTime: true });
    let valid = true;
    const shortSession = { ...SESSION, expiresAt: new Date(NOW.getTime() + 90_000).toISOString() };
    const fetchMock = mockApi({
      'GET /api/admin/session': () => (valid ? jsonResponse({ success: true, session: shortSession }) : signedOut()),
      'POST /api/auth/logout': () => {
        valid = false;
        return jsonResponse({ success: true, message: 'Logged out successfully' });
      },
    });
    renderAt('/admin');
    expect(await screen.findByText('0h 1m remaining')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true);
  });

  it('goes back to sign-in when the 30-second check gets a 401', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'], now: NOW, shouldAdvanceTime: true });
    let valid = true;
    mockApi({ 'GET /api/admin/session': () => (valid ? signedIn() : signedOut()) });
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
    const fetchMock = mockApi({
      'GET /api/admin/session': () => (valid ? signedIn() : signedOut()),
      'POST /api/auth/logout': () => {
        valid = false;
        return jsonResponse({ success: true, message: 'Logged out successfully' });
      },
    });
    renderAt('/admin');

    await user.click(await screen.findByRole('button', { name: 'Admin menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout') ?? [];
    expect(init?.body).toBe(JSON.stringify({ role: 'admin' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Admin menu' })).not.toBeInTheDocument());
  });
});
