import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** "Invalid OTP. 4 attempts remaining" when the server says how many tries are left (`message` already translated). */
export function withAttempts(message: string, error: unknown, t: TFunction<'rider'>): string {
  const left = error instanceof ApiError ? error.attemptsRemaining : undefined;
  if (left === undefined) return message;
  return t('auth.attemptsLeft', { message: message.replace(/[.।]$/, ''), count: left });
}
