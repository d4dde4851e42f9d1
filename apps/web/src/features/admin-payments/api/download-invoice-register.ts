import { contract, endpointUrl } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** A long range takes the server a while to write. */
const REGISTER_TIMEOUT_MS = 120_000;

export const registerFileName = ({ from, to }: { from: string; to: string }) =>
  from === to ? `washday-invoice-register-${from}.csv` : `washday-invoice-register-${from}-to-${to}.csv`;

/**
 * The invoices and credit notes issued in the range as the server writes them, saved as a file. Fetched rather than
 * linked, so a refusal (a range too long, an ended session) is told on screen, not saved as the file.
 */
export async function downloadInvoiceRegister(range: { from: string; to: string }): Promise<string> {
  const text = await api.request<string>(endpointUrl(contract.payments.invoiceRegisterCsv), {
    params: range,
    headers: { Accept: 'text/csv, application/json' },
    as: 'text',
    authScope: 'admin',
    timeoutMs: REGISTER_TIMEOUT_MS,
  });
  const name = registerFileName(range);
  // The body's byte-order mark is dropped when read as text; put back, Excel reads ₹ and names as UTF-8.
  saveFile(name, ['\uFEFF', text], 'text/csv;charset=utf-8');
  return name;
}

export function useDownloadInvoiceRegister() {
  return useMutation({ mutationFn: downloadInvoiceRegister, networkMode: 'always' });
}
