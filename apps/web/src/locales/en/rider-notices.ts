import { RIDER_NOTICE_TEXT } from '@washday/core';

// English strings of the 'riderNotices' namespace: the bodies of riders' order notifications. They are core's own
// English, the text the server stores (packages/core/src/notifications/rider-notice-text.ts). Added with the rider
// area (locales/rider-strings.ts); Hindi (../hi/rider-notices.ts) must have every key: the type checks it.
export default RIDER_NOTICE_TEXT;
