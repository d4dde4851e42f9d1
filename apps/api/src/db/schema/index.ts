export * from './enums.js';
export * from './identity.js';
export * from './riders.js';
export * from './catalogue.js';
export * from './locations.js';
export * from './bookings.js';
export * from './promotions.js';
export * from './engagement.js';
