export * from './gst.js';
export * from './invoice-numbers.js';
export * from './payment-rules.js';
export * from './gstin.js';
export * from './invoice-email-copy.js';
export * from './business-settings.js';
export * from './money-report.js';
