import { riderNoticeBody } from '@washday/core';
import { i18n, type AppLanguage } from '@/lib/i18n';
import { composeNoticeBody, type NoticeBody } from '@/lib/notice-body';
import type { RiderNotification } from '../api/rider-notification-keys';

/**
 * A rider notification's body in `language` (docs/decisions/0021): an order body that carries values (a new trip, a
 * cancellation, the customer's decision) is put together from its data with the 'riderNotices' strings; a fixed body
 * ('Changes expired', an account decision) has its Hindi under its English text; anything else is shown as written.
 */
export function riderNotificationBody(
  notification: Pick<RiderNotification, 'data' | 'message'>,
  language: AppLanguage,
): NoticeBody {
  const body = composeNoticeBody(
    'riderNotices',
    language,
    (say) => riderNoticeBody(notification.data, say),
    notification.message,
  );
  if (body.composed) return body;
  const asMessage = { ns: 'messages', lng: language, keySeparator: false, nsSeparator: false } as const;
  if (!i18n.exists(notification.message, { ...asMessage, lng: 'hi' })) return body;
  const text =
    language === 'en'
      ? notification.message
      : i18n.t(notification.message as never, { ...asMessage, defaultValue: notification.message });
  return { parts: [{ text: String(text), data: false }], composed: false };
}
