// Test helpers for the customer sign-in flows (used by the auth feature's tests and the customer area's).
import type { contract, EndpointReply, User } from '@washday/core';
import { vi } from 'vitest';

export const TEST_USER: User = {
  id: 'user-1',
  _id: 'user-1',
  name: 'Asha Verma',
  full_name: 'Asha Verma',
  phone: '9876543210',
  email: null,
  isVerified: true,
  createdAt: '2026-01-15T10:00:00.000Z',
};

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

/** Radix menus measure their trigger with ResizeObserver, which jsdom lacks. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
