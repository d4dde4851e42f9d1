// Shared test data for the packages' and apps' tests (`@washday/core/testing`).
export * from './slot-examples.js';
