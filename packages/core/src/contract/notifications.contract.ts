import { z } from 'zod';
import { notificationSchema } from '../notifications/notification-schemas.js';
import { defineEndpoint } from './define-endpoint.js';
import { successMessageSchema } from './envelopes.js';

const idParams = z.object({ id: z.uuid('Invalid notification id') });
const countSchema = z.object({ success: z.literal(true), unread_count: z.number().int(), count: z.number().int() });
const markedAll = z.object({ success: z.literal(true), message: z.string(), markedCount: z.number().int() });
const includeRead = z.object({ includeRead: z.enum(['true', 'false']).optional() });

/** The customer's own notifications (customer-app.md §7 Notifications). */
export const notificationsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: "The customer's notifications, newest first, with the unread count",
    tags: ['notifications'],
    responses: {
      200: z.object({ success: z.literal(true), notifications: z.array(notificationSchema), unread_count: z.number().int() }),
    },
  }),
  count: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/count',
    summary: "The customer's unread notification count",
    tags: ['notifications'],
    responses: { 200: countSchema },
  }),
  read: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications/:id/read',
    summary: 'Mark one notification read',
    tags: ['notifications'],
    params: idParams,
    responses: { 200: successMessageSchema },
  }),
  // The spec's dialog has "mark all read" without a path; this one mirrors the rider's.
  markAllRead: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications/mark-all-read',
    summary: "Mark all the customer's notifications read",
    tags: ['notifications'],
    responses: { 200: markedAll },
  }),
  // The dialog's "clear all" (customer-app.md §2) has no path in the spec; one awaiting a decision is kept.
  clearAll: defineEndpoint({
    method: 'DELETE',
    path: '/api/notifications',
    summary: "Delete all the customer's notifications except those still waiting for their decision",
    tags: ['notifications'],
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), clearedCount: z.number().int() }) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/notifications/:id',
    summary: 'Delete a notification',
    tags: ['notifications'],
    params: idParams,
    responses: { 200: successMessageSchema },
  }),
};

/** The rider's own notifications (rider-portal.md §7). */
export const riderNotificationsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/riders/notifications',
    summary: "The rider's notifications, newest first: unread only unless includeRead=true",
    tags: ['riders', 'notifications'],
    query: includeRead,
    responses: {
      200: z.object({ success: z.literal(true), notifications: z.array(notificationSchema), unread_count: z.number().int() }),
    },
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/api/riders/notifications/unread-count',
    summary: "The rider's unread notification count",
    tags: ['riders', 'notifications'],
    responses: { 200: countSchema },
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/riders/notifications/:id/read',
    summary: 'Mark one notification read',
    tags: ['riders', 'notifications'],
    params: idParams,
    responses: { 200: successMessageSchema },
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/api/riders/notifications/mark-all-read',
    summary: "Mark all the rider's notifications read",
    tags: ['riders', 'notifications'],
    responses: { 200: markedAll },
  }),
};
