import { MessageDeliveryError, type MessageSender } from './message-sender.js';

export interface WhatsAppCloudOptions {
  accessToken: string;
  phoneNumberId: string;
  templateName: string;
  templateLanguage: string;
  /** An approved utility template whose body takes the title and the text, for order updates. */
  noticeTemplateName?: string;
  /** Whether the notice template also has an approved Hindi ('hi') version; else Hindi readers' updates go in English. */
  noticeTemplateHindi?: boolean;
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

type TemplateComponent = { type: string; sub_type?: string; index?: string; parameters: { type: 'text'; text: string }[] };

/**
 * WhatsApp Cloud API. Codes must go through an approved authentication template, whose body
 * and copy-code button both take the code as their one parameter. A business may start a
 * conversation only with a template, so notices use their own (utility) template too.
 */
export function createWhatsAppCloudSender(options: WhatsAppCloudOptions): MessageSender {
  const doFetch = options.fetch ?? fetch;
  async function sendTemplate(to: string, name: string, language: string, components: TemplateComponent[]): Promise<void> {
    const url = `${options.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'template',
          template: { name, language: { code: language }, components },
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new MessageDeliveryError('whatsapp', error instanceof Error ? error.message : String(error));
    }
    const body = (await response.json().catch(() => null)) as {
      messages?: { id: string }[];
      error?: { message?: string };
    } | null;
    if (!response.ok || !body?.messages?.[0]?.id) {
      throw new MessageDeliveryError('whatsapp', `HTTP ${response.status}: ${body?.error?.message ?? 'unexpected answer'}`);
    }
  }
  const text = (value: string) => ({ type: 'text' as const, text: value });
  return {
    name: 'whatsapp-cloud-api',
    noticeLanguages: options.noticeTemplateHindi ? ['en', 'hi'] : ['en'],
    send: (message) =>
      sendTemplate(message.to, options.templateName, options.templateLanguage, [
        { type: 'body', parameters: [text(message.code)] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [text(message.code)] },
      ]),
    async sendNotice(message) {
      if (!options.noticeTemplateName)
        throw new MessageDeliveryError('whatsapp', 'no notice template is configured (WHATSAPP_NOTICE_TEMPLATE_NAME)');
      const language = message.language === 'hi' && options.noticeTemplateHindi ? 'hi' : options.templateLanguage;
      await sendTemplate(message.to, options.noticeTemplateName, language, [
        { type: 'body', parameters: [text(message.title), text(message.text)] },
      ]);
    },
  };
}
