import { customerNoticeBody, INSPECTION_NOTICE_TYPE, inspectionNoticeCopy, type NotificationView } from '@washday/core';
import type { AppLanguage } from '@/lib/i18n';
import { composeNoticeBody, type NoticeBody } from '@/lib/notice-body';
import '@/locales/notices-strings';

/**
 * A customer notification's body in `language`: put together from its type and data with the 'notices' strings when
 * core knows its type and the data has the values; else the server's stored text (older notifications, other types,
 * an admin's own words).
 */
export function notificationBody(
  notification: Pick<NotificationView, 'type' | 'title' | 'data' | 'message' | 'createdAt'>,
  language: AppLanguage,
): NoticeBody {
  // The laundry's question (decision 0034): core says it again in Hindi from its data, as the server's copies do.
  if (notification.type === INSPECTION_NOTICE_TYPE) {
    const copy = inspectionNoticeCopy(notification, language);
    return { parts: [{ text: copy.text, data: copy.language !== language }], composed: copy.language === language };
  }
  const createdAt = new Date(notification.createdAt);
  return composeNoticeBody(
    'notices',
    language,
    (say) => customerNoticeBody(notification.type, notification.data, createdAt, say),
    notification.message,
  );
}
