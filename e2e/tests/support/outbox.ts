import type { APIRequestContext } from '@playwright/test';

/** The newest code the development outbox holds for a 10-digit phone, waiting briefly for it to arrive. */
export async function codeFor(request: APIRequestContext, phone: string): Promise<string> {
  for (let i = 0; i < 20; i += 1) {
    const res = await request.get('/dev/outbox.json');
    const { messages } = (await res.json()) as { messages: Array<{ to: string; code: string }> };
    const hit = messages.find((m) => m.to === `91${phone}`);
    if (hit) return hit.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No code in the outbox for ${phone}`);
}

/** A fresh phone number per run, so throttles from earlier runs on the same database never bite. */
export function uniquePhone(prefix: '6' | '7' | '8' | '9' = '9'): string {
  return `${prefix}${String(Date.now()).slice(-9)}`;
}

/** A tiny valid PNG for file inputs. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
