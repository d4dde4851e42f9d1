import { MessageDeliveryError, type MessageSender } from './message-sender.js';

export interface Msg91Options {
  authKey: string;
  templateId: string;
  /** A DLT-approved Flow template with ##title## and ##message## variables, for order updates. */
  noticeTemplateId?: string;
  /** Its Hindi twin (DLT approves each language's text apart); without it a Hindi reader's update goes in English. */
  noticeTemplateIdHindi?: string;
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * MSG91's OTP API (v5): we generate and check the code ourselves and ask MSG91 only to deliver it
 * through a DLT-approved template whose ##OTP## placeholder receives the code. Notices go through
 * the Flow API with their own template, since Indian SMS must follow an approved template.
 */
export function createMsg91Sender(options: Msg91Options): MessageSender {
  const doFetch = options.fetch ?? fetch;
  async function post(url: URL, body: object): Promise<void> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new MessageDeliveryError('msg91', error instanceof Error ? error.message : String(error));
    }
    const answer = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
    if (!response.ok || answer?.type !== 'success') {
      throw new MessageDeliveryError('msg91', `HTTP ${response.status}: ${answer?.message ?? 'unexpected answer'}`);
    }
  }
  return {
    name: 'msg91',
    noticeLanguages: options.noticeTemplateIdHindi ? ['en', 'hi'] : ['en'],
    async send(message) {
      const url = new URL('/api/v5/otp', options.baseUrl);
      url.searchParams.set('template_id', options.templateId);
      url.searchParams.set('mobile', message.to);
      url.searchParams.set('otp', message.code);
      url.searchParams.set('otp_expiry', '5');
      await post(url, { OTP: message.code });
    },
    async sendNotice(message) {
      if (!options.noticeTemplateId)
        throw new MessageDeliveryError('msg91', 'no notice template is configured (MSG91_NOTICE_TEMPLATE_ID)');
      await post(new URL('/api/v5/flow', options.baseUrl), {
        template_id:
          message.language === 'hi' && options.noticeTemplateIdHindi ? options.noticeTemplateIdHindi : options.noticeTemplateId,
        short_url: '0',
        recipients: [{ mobiles: message.to, title: message.title, message: message.text }],
      });
    },
  };
}
