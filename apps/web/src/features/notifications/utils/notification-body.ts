import { customerNoticeBody, type NotificationView } from '@washday/core';
import type { AppLanguage } from '@/lib/i18n';
import { composeNoticeBody, type NoticeBody } from '@/lib/notice-body';

/**
 * A customer notification's body in `language`: put together from its type and data with the 'notices' strings when
 * core knows its type and the data has the values; else the server's stored text (older notifications, other types,
 * an admin's own words).
 */
export function notificationBody(
  notification: Pick<NotificationView, 'type' | 'data' | 'message' | 'createdAt'>,
  language: AppLanguage,
): NoticeBody {
  const createdAt = new Date(notification.createdAt);
  return composeNoticeBody(
    'notices',
    language,
    (say) => customerNoticeBody(notification.type, notification.data, createdAt, say),
    notification.message,
  );
}
