import type { ApiError } from '@washday/core';

/** An error whose message is fit to show a user; the central error handler sends it as JSON. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: {
      code?: string;
      field?: string;
      headers?: Record<string, string>;
      /** Extra fields for the error body that clients read (attemptsRemaining, retryAfterSeconds, ...). */
      extra?: Partial<Pick<ApiError, 'attemptsRemaining' | 'retryAfterSeconds' | 'status' | 'action'>>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, message, { code: 'NOT_FOUND' });
export const badRequest = (message: string, field?: string) =>
  new AppError(400, message, { code: 'BAD_REQUEST', ...(field ? { field } : {}) });
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError(403, message, { code: 'FORBIDDEN' });
export const conflict = (message: string) => new AppError(409, message, { code: 'CONFLICT' });

export const unauthorized = (message: string) => new AppError(401, message, { code: 'UNAUTHORIZED' });
/** A signed-in rider whose account is not (or no longer) approved. */
export const riderNotApproved = (status: NonNullable<ApiError['status']>) =>
  new AppError(403, 'Only approved riders can do this', { code: 'RIDER_NOT_APPROVED', extra: { status } });

/** 429 with both a Retry-After header and the same number in the body. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, {
    code: 'TOO_MANY_REQUESTS',
    headers: { 'retry-after': String(retryAfterSeconds) },
    extra: { retryAfterSeconds },
  });
