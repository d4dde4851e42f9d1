import { expect, type APIRequestContext } from '@playwright/test';

/** The newest code the development outbox holds for a 10-digit phone, looking again until it arrives (5 s at most). */
export async function codeFor(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/outbox.json');
        const { messages } = (await res.json()) as { messages: Array<{ to: string; code: string }> };
        code = messages.find((m) => m.to === `91${phone}`)?.code;
        return code;
      },
      { message: `No code in the outbox for ${phone}`, timeout: 5_000 },
    )
    .toBeDefined();
  return code!;
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
