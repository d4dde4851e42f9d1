import { expect, type APIResponse } from '@playwright/test';

// The smallest pieces every support file talks to the API with; they import nothing of ours, so any support file
// may use them without an import circle.

export const DEMO_ADMIN = { username: 'admin', password: 'washday-demo-admin' };

/** The body of a successful answer; a refusal fails the test with the server's own words. */
export async function okJson<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}
