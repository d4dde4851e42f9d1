import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { contract, formatIndianMobile } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError } from '../../lib/errors.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const shownTime = (at: string) =>
  `<time datetime="${at}">${escapeHtml(new Date(at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }))}</time>`;

/** Where an outbox email's attachment downloads. */
const attachmentUrl = (emailId: string, index: number) => `/dev/outbox/emails/${emailId}/attachments/${index}`;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Sign-in codes are for the person at this machine only: the connection, the address Fastify
 * counts, and every address a local proxy forwarded for must all be loopback.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return [request.socket.remoteAddress ?? '', request.ip, ...forwarded].every((address) => LOOPBACK.has(address));
}

/** The development outbox, like a mail catcher. Registered only in development and test, and only for loopback clients. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request)) {
      throw new AppError(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, { code: 'NOT_FOUND' });
    }
  });

  app.route({
    ...contractRoute(contract.dev.outbox),
    config: { access: 'public' },
    handler: async (request) => {
      const to = request.query.to;
      const mine = <T extends { to: string }>(entries: readonly T[]) => (to ? entries.filter((e) => e.to === to) : [...entries]);
      return {
        messages: mine(app.outbox.list()),
        notices: mine(app.outbox.notices()),
        // The files by name and size, not their bytes.
        emails: mine(app.outbox.emails()).map(({ attachments, ...email }) => ({
          ...email,
          ...(attachments
            ? {
                attachments: attachments.map((a, index) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  size: a.content.length,
                  url: attachmentUrl(email.id, index),
                })),
              }
            : {}),
        })),
      };
    },
  });

  app.route({
    ...contractRoute(contract.dev.outboxAttachment),
    // The outbox is this machine's (loopback only, above), so it has no owner to check.
    config: { access: 'public', resource: 'none' },
    handler: async (request, reply) => {
      const email = app.outbox.emails().find((e) => e.id === request.params.emailId);
      const file = email?.attachments?.[Number(request.params.index)];
      if (!file) throw new AppError(404, 'No such attachment in the outbox', { code: 'NOT_FOUND' });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  });

  app.get('/dev/outbox', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const rows = app.outbox
      .list()
      .map(
        (m) => `<li>
          <div class="meta"><span class="chip ${m.channel}">${m.channel === 'sms' ? 'SMS' : 'WhatsApp'}</span>
          <strong>${escapeHtml(formatIndianMobile(m.to))}</strong>
          ${shownTime(m.sentAt)}</div>
          <p class="code" aria-label="Code">${escapeHtml(m.code)}</p>
          <p class="text">${escapeHtml(m.text)}</p>
        </li>`,
      )
      .join('');
    const notices = app.outbox
      .notices()
      .map(
        (m) => `<li>
          <div class="meta"><span class="chip ${m.channel}">${m.channel === 'sms' ? 'SMS' : 'WhatsApp'}</span>
          <strong>${escapeHtml(formatIndianMobile(m.to))}</strong>${shownTime(m.sentAt)}</div>
          <p class="subject">${escapeHtml(m.title)}</p>
          <p class="text">${escapeHtml(m.text)}</p>
        </li>`,
      )
      .join('');
    const emails = app.outbox
      .emails()
      .map(
        (m) => `<li>
          <div class="meta"><span class="chip email">Email</span><strong>${escapeHtml(m.to)}</strong>${shownTime(m.sentAt)}</div>
          <p class="subject">${escapeHtml(m.subject)}</p>
          <p class="text">${m.link ? `<a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a>` : escapeHtml(m.text)}</p>
          ${(m.attachments ?? [])
            .map(
              (a, index) =>
                `<p class="file">📎 <a href="${attachmentUrl(m.id, index)}" download>${escapeHtml(a.filename)}</a> (${Math.ceil(a.content.length / 1024)} KB)</p>`,
            )
            .join('')}
        </li>`,
      )
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Washday outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f7f6;color:#12302b}
header{background:#0f766e;color:#fff;padding:16px 20px}h1{margin:0;font-size:20px}header p{margin:4px 0 0;opacity:.85;font-size:14px}
ul{list-style:none;margin:0 auto;padding:16px;max-width:720px}li{background:#fff;border-radius:14px;padding:14px 16px;margin-bottom:12px;box-shadow:0 1px 3px #0001}
.meta{display:flex;gap:10px;align-items:center;font-size:14px}.meta time{margin-left:auto;color:#5b6f6b}
.chip{font-size:12px;font-weight:600;padding:2px 8px;border-radius:99px;background:#ccfbf1;color:#115e59}.chip.whatsapp{background:#dcfce7;color:#166534}
.chip.email{background:#e0e7ff;color:#3730a3}.subject{font-weight:600;margin:8px 0 4px}a{color:#0f766e;word-break:break-all}
.code{font-size:28px;letter-spacing:6px;font-weight:700;margin:8px 0 4px;font-variant-numeric:tabular-nums}.text{margin:0;color:#3d5752;font-size:14px}
.text{white-space:pre-line}.file{margin:8px 0 0;font-size:14px}
.empty{text-align:center;color:#5b6f6b;padding:48px 16px}
</style></head><body><header><h1>Outbox</h1><p>Messages the development provider would have sent, newest first. Refreshes every 5 seconds.</p></header>
${rows ? `<ul>${rows}</ul>` : '<p class="empty">No messages yet. Request a code in the app and it appears here.</p>'}
${notices ? `<ul aria-label="Notices">${notices}</ul>` : ''}
${emails ? `<ul aria-label="Emails">${emails}</ul>` : ''}</body></html>`;
    return reply.type('text/html').header('cache-control', 'no-store').send(html);
  });
};
