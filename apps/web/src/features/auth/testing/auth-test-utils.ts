// Test helpers for the customer sign-in flows (used by the auth feature's tests and the customer area's).
import { contract, type EndpointReply, type User } from '@washday/core';
import { on, signedOut, type StubRoute } from '@/test/mock-api';
import { TEST_USER } from '@/test/customer-fixtures';

export { TEST_USER } from '@/test/customer-fixtures';
export { stubResizeObserver } from '@/test/resize-observer';

export const otpSent = (): EndpointReply<typeof contract.auth.sendOtp> => ({
  success: true,
  message: 'OTP sent to your phone!',
  expiresInSeconds: 300,
  resendAfterSeconds: 60,
});

export const loginSuccess = (user: User = TEST_USER): EndpointReply<typeof contract.auth.verifyOtp> => ({
  success: true,
  message: 'Login successful!',
  data: { user },
  user,
  token: 'not-for-the-page',
});

export const profileOf = (user: User = TEST_USER): EndpointReply<typeof contract.auth.profile> => ({ success: true, user });

/** The sign-in endpoints for a guest who signs in during the test: the profile answers signed in once a code is checked. */
export function guestWhoSignsIn(user: User = TEST_USER): StubRoute[] {
  let signedIn = false;
  return [
    on(contract.auth.profile, () => (signedIn ? profileOf(user) : signedOut())),
    on(contract.auth.sendOtp, otpSent),
    on(contract.auth.verifyOtp, () => {
      signedIn = true;
      return loginSuccess(user);
    }),
  ];
}
