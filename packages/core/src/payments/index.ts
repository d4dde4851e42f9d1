export * from './gst.js';
export * from './invoice-numbers.js';
export * from './payment-rules.js';
export * from './business-settings.js';
export * from './money-report.js';
