import { accountExportFilename, businessDate, contract, type AccountExport } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { saveJsonFile } from '../utils/save-json-file';

/** Everything the service holds about the signed-in customer (docs/decisions/0019). Many bookings take a while. */
export function getMyData(): Promise<AccountExport> {
  return callEndpoint(contract.account.export, { timeoutMs: 30_000 });
}

/** Fetches the customer's data and saves it as a .json file named for the day it was made. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await getMyData();
      saveJsonFile(accountExportFilename(businessDate(new Date(data.exportedAt))), data);
    },
  });
}

export function deleteMyAccount() {
  return callEndpoint(contract.account.remove, { body: { confirm: true } });
}

/** The server erases the account and ends every session; `onDeleted` forgets it on this device. */
export function useDeleteMyAccount({ onDeleted }: { onDeleted: () => void | Promise<void> }) {
  return useMutation({ mutationFn: deleteMyAccount, onSuccess: () => onDeleted() });
}
