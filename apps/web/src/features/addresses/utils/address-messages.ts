import { ApiError } from '@/lib/api-client';

/** Messages of the address list screens (customer-app.md §2, §8). */
export const ADDRESS_LIST_TEXT = {
  managerTitle: 'Manage your addresses',
  pickerTitle: 'Select an address',
  addAddress: 'Add Address',
  savedAddresses: 'SAVED ADDRESSES',
  emptySignedIn: 'Add your first address to get started',
  emptyGuest: 'Sign in to save and manage addresses',
  pickerEmpty: 'No saved addresses',
  signIn: 'Sign in',
  loginRequired: 'Login Required',
  loginRequiredAdd: 'Please sign in to add an address',
  editAddress: 'Edit Address',
  setDefault: 'Set as default',
  deleteAddress: 'Delete Address',
  deleteTitle: 'Delete Address?',
  cancel: 'Cancel',
  delete: 'Delete',
  deleted: 'Address deleted',
  defaultUpdated: 'Default address updated',
  defaultBadge: 'Default',
  loadFailed: "Couldn't load your addresses",
  deleteFailed: 'Failed to delete address',
  defaultFailed: "Couldn't update the default address",
  change: 'Change',
} as const;

/** The server's words when it sent some, else `fallback` (network failures carry their own 'Network error: ...'). */
export function addressErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.status !== 500) return error.message;
  return fallback;
}
