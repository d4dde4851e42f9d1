import { MessageDeliveryError, type MessageSender } from './message-sender.js';

export interface Msg91Options {
  authKey: string;
  templateId: string;
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * MSG91's OTP API (v5): we generate and check the code ourselves and ask MSG91 only to deliver it
 * through a DLT-approved template whose ##OTP## placeholder receives the code.
 */
export function createMsg91Sender(options: Msg91Options): MessageSender {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'msg91',
    async send(message) {
      const url = new URL('/api/v5/otp', options.baseUrl);
      url.searchParams.set('template_id', options.templateId);
      url.searchParams.set('mobile', message.to);
      url.searchParams.set('otp', message.code);
      url.searchParams.set('otp_expiry', '5');
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ OTP: message.code }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new MessageDeliveryError('msg91', error instanceof Error ? error.message : String(error));
      }
      const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (!response.ok || body?.type !== 'success') {
        throw new MessageDeliveryError('msg91', `HTTP ${response.status}: ${body?.message ?? 'unexpected answer'}`);
      }
    },
  };
}
