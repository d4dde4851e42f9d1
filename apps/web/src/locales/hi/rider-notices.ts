import { RIDER_NOTICE_TEXT_HI } from '@washday/core';

// Hindi strings of the 'riderNotices' namespace: core's Hindi for riders' order notifications, which the server also
// sends as the push and SMS copies of a rider who chose Hindi (packages/core/src/notifications/rider-notices-hindi.ts).
export default RIDER_NOTICE_TEXT_HI;
