import { ApiError } from '@/lib/api-client';

/** "Invalid OTP. 4 attempts remaining" when the server says how many tries are left. */
export function withAttempts(message: string, error: unknown): string {
  const left = error instanceof ApiError ? error.attemptsRemaining : undefined;
  if (left === undefined) return message;
  return `${message.replace(/\.$/, '')}. ${left} ${left === 1 ? 'attempt' : 'attempts'} remaining`;
}
