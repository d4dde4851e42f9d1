import { MessageDeliveryError, type MessageSender } from './message-sender.js';

export interface WhatsAppCloudOptions {
  accessToken: string;
  phoneNumberId: string;
  templateName: string;
  templateLanguage: string;
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * WhatsApp Cloud API. Codes must go through an approved authentication template, whose body
 * and copy-code button both take the code as their one parameter.
 */
export function createWhatsAppCloudSender(options: WhatsAppCloudOptions): MessageSender {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'whatsapp-cloud-api',
    async send(message) {
      const url = `${options.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to,
            type: 'template',
            template: {
              name: options.templateName,
              language: { code: options.templateLanguage },
              components: [
                { type: 'body', parameters: [{ type: 'text', text: message.code }] },
                { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.code }] },
              ],
            },
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new MessageDeliveryError('whatsapp', error instanceof Error ? error.message : String(error));
      }
      const body = (await response.json().catch(() => null)) as { messages?: { id: string }[]; error?: { message?: string } } | null;
      if (!response.ok || !body?.messages?.[0]?.id) {
        throw new MessageDeliveryError('whatsapp', `HTTP ${response.status}: ${body?.error?.message ?? 'unexpected answer'}`);
      }
    },
  };
}
