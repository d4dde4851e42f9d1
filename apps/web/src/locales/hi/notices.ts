import { CUSTOMER_NOTICE_TEXT_HI } from '@washday/core';

// Hindi strings of the 'notices' namespace: core's Hindi for customer notification bodies, which the server also
// sends as the copies of a customer who chose Hindi (packages/core/src/notifications/customer-notices-hindi.ts).
export default CUSTOMER_NOTICE_TEXT_HI;
