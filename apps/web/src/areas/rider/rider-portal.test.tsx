import { contract, type EndpointReply, type Rider } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi as mockAnyApi, on, signedOut, type MockApi, type StubRoute } from '@/test/mock-api';
import { renderRoutesAt } from '@/test/render';
import { makeRider, RIDER_ID } from '@/test/rider-fixtures';

const APPROVED_RIDER: Rider = makeRider({
  aadharImageUrl: `/api/riders/${RIDER_ID}/documents/aadhar_image`,
  selfieImageUrl: `/api/riders/${RIDER_ID}/documents/selfie`,
});

/** The API stand-in; the rider is signed out unless a test says otherwise. */
function mockApi(routes: StubRoute[]): MockApi {
  return mockAnyApi([on(contract.riders.me, signedOut), ...routes]);
}

const renderAt = renderRoutesAt;

const codeSent = (): EndpointReply<typeof contract.riders.requestLoginOtp> => ({
  success: true,
  message: 'OTP sent to your phone!',
  expiresInSeconds: 300,
  resendAfterSeconds: 60,
});

function panel(name: 'Login' | 'Register') {
  return within(screen.getByRole('tabpanel', { name }));
}

/** Waits for a tab's panel (switching tabs changes the address, which loads its route first). */
async function findPanel(name: 'Login' | 'Register') {
  return within(await screen.findByRole('tabpanel', { name }));
}

function png(name: string, bytes = 64): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

beforeAll(async () => {
  // Load the lazily split area once, so the first test does not spend its wait on the import.
  await import('@/areas/rider');
});

beforeEach(() => {
  return () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rider authentication screen', () => {
  it('opens the tab the address names, and switching tabs changes the address', async () => {
    const user = userEvent.setup();
    mockApi([]);
    const router = renderAt('/rider/register');

    expect(await screen.findByRole('heading', { level: 1, name: 'Rider Portal' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.title).toBe('Rider Portal'));

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/rider/login');
    const login = await findPanel('Login');
    expect(login.getByLabelText('Phone Number')).toBeInTheDocument();
    expect(login.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(router.state.location.pathname).toBe('/rider/register');
  });

  it('answers every number with the code step, offering Register Now there for a number with no rider, with the phone', async () => {
    const user = userEvent.setup();
    // The server answers registered and unknown numbers alike; only riders are texted a code.
    const api = mockApi([on(contract.riders.requestLoginOtp, codeSent)]);
    const router = renderAt('/rider/login');

    await user.type((await findPanel('Login')).getByLabelText('Phone Number'), '98765 43210');
    await user.click(panel('Login').getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByLabelText('Enter OTP')).toBeInTheDocument();
    expect(screen.getByText(/Codes go to registered riders only\. Not registered yet\?/)).toBeInTheDocument();
    expect(api.calls(contract.riders.requestLoginOtp)[0]?.body).toEqual({ phone: '9876543210' });

    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    expect((await findPanel('Register')).getByLabelText('Phone Number')).toHaveValue('9876543210');
    expect(router.state.location.pathname).toBe('/rider/register');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });

  /** Asks for a code and verifies one: the server tells a rider's state only once the code is proven. */
  async function signInWithCode(user: ReturnType<typeof userEvent.setup>) {
    await user.type((await findPanel('Login')).getByLabelText('Phone Number'), '9876543210');
    await user.click(panel('Login').getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
  }

  it('shows the pending-approval message in an amber notice once the code is verified', async () => {
    const user = userEvent.setup();
    mockApi([
      on(contract.riders.requestLoginOtp, codeSent),
      on(contract.riders.verifyOtp, () =>
        fail(403, 'Your account is pending approval from admin. Please wait for verification.', {
          error: 'RIDER_PENDING',
          status: 'pending',
        }),
      ),
    ]);
    renderAt('/rider/login');
    await signInWithCode(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Account pending approval');
    expect(alert).toHaveTextContent('Your account is pending approval from admin. Please wait for verification.');
    expect(alert.className).toMatch(/amber/);
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument();
    expect(panel('Login').getByLabelText('Phone Number')).toHaveValue('9876543210');
  });

  it('shows a rejection with its reason in a red notice once the code is verified', async () => {
    const user = userEvent.setup();
    mockApi([
      on(contract.riders.requestLoginOtp, codeSent),
      on(contract.riders.verifyOtp, () =>
        fail(403, 'Your account has been rejected. Aadhar photo unreadable', { error: 'RIDER_REJECTED', status: 'rejected' }),
      ),
    ]);
    renderAt('/rider/login');
    await signInWithCode(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account has been rejected. Aadhar photo unreadable');
    expect(alert.className).toMatch(/red/);
  });

  it('checks the phone before asking the server', async () => {
    const user = userEvent.setup();
    const api = mockApi([]);
    renderAt('/rider/login');

    const login = await findPanel('Login');
    await user.click(login.getByRole('button', { name: 'Send OTP' }));
    // Validation runs after the click returns: wait for it (the machine may be busy).
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your phone number');
    await user.type(login.getByLabelText('Phone Number'), '12345');
    await user.click(login.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid Indian phone number'));
    expect(api.calls(contract.riders.requestLoginOtp)).toHaveLength(0);
  });

  it('logs in with the code, shows the attempts left on a wrong one, and lands on the dashboard', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    mockApi([
      on(contract.riders.requestLoginOtp, codeSent),
      on(contract.riders.verifyOtp, ({ body }) => {
        if ((body as { otp: string }).otp !== '123456') {
          return fail(400, 'Invalid OTP', { error: 'INVALID_OTP', attemptsRemaining: 4 });
        }
        signedIn = true;
        return { success: true, message: 'Login successful!', rider: APPROVED_RIDER, token: 'rider-session-token' };
      }),
      on(contract.riders.me, () => (signedIn ? { success: true, rider: APPROVED_RIDER } : signedOut())),
    ]);
    const router = renderAt('/rider/login');

    await user.type((await findPanel('Login')).getByLabelText('Phone Number'), '9810000002');
    await user.click(panel('Login').getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByLabelText('Enter OTP');
    expect(screen.getByText('+91 98100 00002')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the OTP');

    await user.type(otp, '11a1111');
    expect(otp).toHaveValue('111111');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. 4 attempts remaining');

    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/rider/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    // The session is the httpOnly cookie: the answer's token is kept nowhere the page's scripts read (the dashboard's
    // saved copy for offline reloads holds the rider and their jobs, never the token).
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '') ?? ''),
    );
    expect(stored.join('\n')).not.toContain('rider-session-token');
  });

  it('returns to the phone step when verification finds no rider', async () => {
    const user = userEvent.setup();
    mockApi([
      on(contract.riders.requestLoginOtp, codeSent),
      on(contract.riders.verifyOtp, () =>
        fail(404, 'Rider not found. Please register first.', { error: 'RIDER_NOT_FOUND', action: 'register' }),
      ),
    ]);
    renderAt('/rider/login');

    await user.type((await findPanel('Login')).getByLabelText('Phone Number'), '9810000002');
    await user.click(panel('Login').getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));

    expect(await screen.findByRole('button', { name: 'Register Now' })).toBeInTheDocument();
    expect(panel('Login').getByLabelText('Phone Number')).toHaveValue('9810000002');
    expect(screen.queryByLabelText('Enter OTP')).not.toBeInTheDocument();
  });

  it('counts down 60 seconds before a new code can be requested', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi([on(contract.riders.requestLoginOtp, codeSent)]);
    renderAt('/rider/login');

    await user.type((await findPanel('Login')).getByLabelText('Phone Number'), '9810000002');
    await user.click(panel('Login').getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 45s' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(45_000));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    expect(api.calls(contract.riders.requestLoginOtp)).toHaveLength(2);

    // "Change number" and back with the same number while the code is fresh does not send another.
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    await user.click(panel('Login').getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText('Enter OTP')).toBeInTheDocument();
    expect(api.calls(contract.riders.requestLoginOtp)).toHaveLength(2);
  });
});

describe('rider registration', () => {
  async function openRegister() {
    const user = userEvent.setup();
    renderAt('/rider/register');
    await screen.findByRole('tabpanel', { name: 'Register' });
    return { user, form: panel('Register') };
  }

  it('checks every field with the spec messages before asking for a code', async () => {
    const api = mockApi([]);
    const { user, form } = await openRegister();
    const send = form.getByRole('button', { name: 'Send OTP' });
    const messages = () => form.getAllByRole('alert').map((alert) => alert.textContent);

    await user.click(send);
    expect(messages()).toEqual([
      'Please fill all required fields',
      'Please fill all required fields',
      'Please fill all required fields',
      'Please upload Aadhar card image',
      'Please capture your selfie',
    ]);
    expect(form.getByLabelText('Full Name')).toHaveFocus();
    expect(form.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');

    // Editing a field clears its message.
    await user.type(form.getByLabelText('Full Name'), 'Asha Verma');
    await user.type(form.getByLabelText('Phone Number'), '9876543210');
    const aadhar = form.getByLabelText('Aadhar Number');
    await user.type(aadhar, '1234-5678-9012 345');
    expect(aadhar).toHaveValue('123456789012');
    expect(messages()).toEqual(['Please upload Aadhar card image', 'Please capture your selfie']);

    await user.upload(form.getByLabelText('Aadhar Card Image'), png('aadhar.png'));
    expect(messages()).toEqual(['Please capture your selfie']);

    // No camera in this browser: the page says so and offers a photo instead.
    expect(form.getByText(/can't open the camera/)).toBeInTheDocument();
    await user.upload(form.getByLabelText('Upload a selfie photo'), png('selfie.png', 5 * 1024 * 1024));
    await user.click(send);
    expect(messages()).toEqual(['File size should be less than 5MB']);

    expect(api.calls(contract.riders.requestRegistrationOtp)).toHaveLength(0);
  });

  it('checks the Aadhar length with the shared rule', async () => {
    mockApi([]);
    const { user, form } = await openRegister();
    await user.type(form.getByLabelText('Full Name'), 'Asha Verma');
    await user.type(form.getByLabelText('Phone Number'), '9876543210');
    await user.type(form.getByLabelText('Aadhar Number'), '12345');
    await user.upload(form.getByLabelText('Aadhar Card Image'), png('aadhar.png'));
    await user.upload(form.getByLabelText('Upload a selfie photo'), png('selfie.png'));
    await user.click(form.getByRole('button', { name: 'Send OTP' }));
    expect(form.getByRole('alert')).toHaveTextContent('Aadhar number must be 12 digits');
    expect(form.getByLabelText('Aadhar Number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the details and both photos as multipart form data, then shows the success step', async () => {
    const api = mockApi([
      on(contract.riders.requestRegistrationOtp, codeSent),
      on(contract.riders.register, {
        success: true,
        message: 'Registration submitted. You can log in once an admin approves your account.',
        rider: { ...APPROVED_RIDER, name: 'Asha Verma', phone: '9876543210', status: 'pending' },
      }),
    ]);
    const { user, form } = await openRegister();
    const aadharImage = png('aadhar.png');
    const selfie = png('selfie.png');

    await user.type(form.getByLabelText('Full Name'), 'Asha Verma');
    await user.type(form.getByLabelText('Phone Number'), '+91 98765 43210');
    await user.type(form.getByLabelText('Aadhar Number'), '123456789012');
    await user.upload(form.getByLabelText('Aadhar Card Image'), aadharImage);
    await user.upload(form.getByLabelText('Upload a selfie photo'), selfie);
    expect(await form.findByAltText('Aadhar card preview')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    expect(await form.findByAltText('Your selfie')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Send OTP' }));
    const otp = await form.findByLabelText('Enter OTP');
    expect(api.calls(contract.riders.requestRegistrationOtp)[0]?.body).toEqual({ phone: '9876543210' });
    expect(form.getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();

    await user.click(form.getByRole('button', { name: 'Complete Registration' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please enter the OTP');

    await user.type(otp, '654321');
    await user.click(form.getByRole('button', { name: 'Complete Registration' }));

    expect(await form.findByRole('heading', { name: 'Registration submitted' })).toBeInTheDocument();
    expect(form.getByText(/An admin will verify your details before you can log in/)).toBeInTheDocument();

    const [registerCall] = api.calls(contract.riders.register);
    const sent = registerCall?.body;
    expect(sent).toBeInstanceOf(FormData);
    const data = sent as FormData;
    expect(data.get('name')).toBe('Asha Verma');
    expect(data.get('phone')).toBe('9876543210');
    expect(data.get('aadharNumber')).toBe('123456789012');
    expect(data.get('otp')).toBe('654321');
    expect((data.get('aadharImage') as File).name).toBe('aadhar.png');
    expect((data.get('aadharImage') as File).size).toBe(aadharImage.size);
    expect((data.get('selfieImage') as File).name).toBe('selfie.png');
    // The browser sets the multipart boundary itself.
    expect(registerCall?.headers.get('content-type')).toBeNull();

    await user.click(form.getByRole('button', { name: 'Go to Login' }));
    expect((await findPanel('Login')).getByLabelText('Phone Number')).toHaveValue('9876543210');
  });

  it('shows the remaining attempts when the registration code is wrong', async () => {
    mockApi([
      on(contract.riders.requestRegistrationOtp, codeSent),
      on(contract.riders.register, () => fail(400, 'Invalid OTP', { error: 'INVALID_OTP', attemptsRemaining: 2 })),
    ]);
    const { user, form } = await openRegister();
    await user.type(form.getByLabelText('Full Name'), 'Asha Verma');
    await user.type(form.getByLabelText('Phone Number'), '9876543210');
    await user.type(form.getByLabelText('Aadhar Number'), '123456789012');
    await user.upload(form.getByLabelText('Aadhar Card Image'), png('aadhar.png'));
    await user.upload(form.getByLabelText('Upload a selfie photo'), png('selfie.png'));
    await user.click(form.getByRole('button', { name: 'Send OTP' }));
    await user.type(await form.findByLabelText('Enter OTP'), '111111');
    await user.click(form.getByRole('button', { name: 'Complete Registration' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Invalid OTP. 2 attempts remaining');
  });

  it('says a rider with this phone already exists, once the code is proven, on the phone field', async () => {
    // Every number is sent a registration code; the server tells the phone's owner the number is taken at registration.
    mockApi([
      on(contract.riders.requestRegistrationOtp, codeSent),
      on(contract.riders.register, () =>
        fail(400, 'A rider with this phone number already exists', { error: 'BAD_REQUEST', field: 'phone' }),
      ),
    ]);
    const { user, form } = await openRegister();
    await user.type(form.getByLabelText('Full Name'), 'Asha Verma');
    await user.type(form.getByLabelText('Phone Number'), '9810000002');
    await user.type(form.getByLabelText('Aadhar Number'), '123456789012');
    await user.upload(form.getByLabelText('Aadhar Card Image'), png('aadhar.png'));
    await user.upload(form.getByLabelText('Upload a selfie photo'), png('selfie.png'));
    await user.click(form.getByRole('button', { name: 'Send OTP' }));
    await user.type(await form.findByLabelText('Enter OTP'), '123456');
    await user.click(form.getByRole('button', { name: 'Complete Registration' }));
    expect(await form.findByRole('alert')).toHaveTextContent('A rider with this phone number already exists');
    expect(form.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('signed-in rider', () => {
  it.each(['/rider/dashboard', '/rider/orders', '/rider/profile', '/rider/orders/WD-1042', '/rider/notifications'])(
    '%s sends a signed-out visitor to /rider/login',
    async (path) => {
      mockApi([]);
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/rider/login'));
      expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    },
  );

  it('sends a signed-in rider from the login page to the dashboard', async () => {
    mockApi([on(contract.riders.me, () => ({ success: true, rider: APPROVED_RIDER }))]);
    const router = renderAt('/rider/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rider/dashboard'));
  });

  it('shows the real profile in the shell, and logs out', async () => {
    const user = userEvent.setup();
    const api = mockApi([
      on(contract.riders.me, () => ({ success: true, rider: APPROVED_RIDER })),
      on(contract.auth.logout, () => ({ success: true, message: 'Logged out successfully' })),
    ]);
    const router = renderAt('/rider/orders');

    expect(await screen.findByRole('heading', { level: 2, name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getAllByText(/Welcome,/)[0]).toHaveTextContent('Welcome, Ravi Kumar');
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('+91 98100 00002')).toBeInTheDocument();
    expect(screen.getByText('XXXX XXXX 0123')).toBeInTheDocument();
    expect(screen.queryByText('234567890123')).not.toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByAltText('Selfie of Ravi Kumar')).toHaveAttribute('src', APPROVED_RIDER.selfieImageUrl);
    // The header's navigation; /rider/orders is the dashboard with its status card.
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/rider/dashboard');
    expect(screen.getAllByRole('link', { name: 'Notifications' })[0]).toHaveAttribute('href', '/rider/notifications');
    expect(screen.getByRole('switch', { name: 'Active status' })).toHaveAttribute('aria-checked', 'false');

    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('Offline')).toBeInTheDocument();
    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('Online')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rider/login'));
    expect(api.calls(contract.auth.logout)[0]?.body).toEqual({ role: 'rider' });
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });
});
