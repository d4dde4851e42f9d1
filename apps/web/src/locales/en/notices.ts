import { CUSTOMER_NOTICE_TEXT } from '@washday/core';

// English strings of the 'notices' namespace: the bodies of customer notifications. They are core's own English, the
// text the server stores (packages/core/src/notifications/customer-notice-text.ts), so the app cannot say it otherwise.
// Hindi (../hi/notices.ts) must have every key: the type checks it.
export default CUSTOMER_NOTICE_TEXT;
