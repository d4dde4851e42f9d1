// The customer's own data under the DPDP Act (docs/decisions/0019-profile-preferences-dpdp.md): downloading all of it
// as JSON, and deleting the account (personal data erased, bookings kept anonymised as records of money). Plain values
// the home screen's account menu uses; the delete body's schema is in account-delete-schema.ts.
import type { BookingStatus } from '../enums.js';

/** What an erased account's name, and the contact on its kept bookings, read as. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/** Orders still moving: the account cannot be deleted while one is (its rider and the laundry still need the contact). */
export const OPEN_ORDER_STATUSES = ['pending', 'confirmed', 'in_progress'] as const satisfies readonly BookingStatus[];

export const ACCOUNT_MESSAGES = {
  confirmRequired: 'Please confirm that you want to delete your account',
  openOrders: (count: number) =>
    `You have ${count} order${count === 1 ? '' : 's'} in progress. You can delete your account once ${count === 1 ? 'it is' : 'they are'} delivered or cancelled.`,
  deleted: 'Your account has been deleted',
  deleteFailed: "Couldn't delete your account. Please try again.",
  exportReady: 'Your data has been downloaded',
  exportFailed: "Couldn't download your data. Please try again.",
} as const;

/** The downloaded file's name for a day (YYYY-MM-DD). */
export const accountExportFilename = (date: string) => `washday-my-data-${date}.json`;
