import { z } from 'zod';
import { defineEndpoint } from './define-endpoint.js';

const outboxEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'whatsapp']),
  to: z.string(),
  code: z.string(),
  text: z.string(),
  sentAt: z.string(),
});

/** An order update or other notice: a title instead of a code. */
const outboxNoticeSchema = outboxEntrySchema.omit({ code: true }).extend({ title: z.string() });

const outboxEmailSchema = z.object({
  id: z.string(),
  channel: z.literal('email'),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** A password reset's link; a customer's copy of a notification has none. */
  link: z.string().optional(),
  sentAt: z.string(),
});

/** Development only (never registered in production) and left out of the published document. */
export const devContract = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox.json',
    summary: 'Codes, notices and emails the development providers would have sent, newest first',
    tags: ['dev'],
    hide: true,
    responses: {
      200: z.object({
        messages: z.array(outboxEntrySchema),
        notices: z.array(outboxNoticeSchema),
        emails: z.array(outboxEmailSchema),
      }),
    },
  }),
};
