import { contract, endpointUrl, type LabelLayoutId, type TagSheet } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { saveFile } from '@/lib/save-file';

export const tagSheetKeys = { all: ['admin', 'tag-sheets'] as const };

export function useTagSheets() {
  return useQuery({
    queryKey: tagSheetKeys.all,
    queryFn: ({ signal }) => callEndpoint(contract.adminTagSheets.list, { query: { limit: 100 }, signal, authScope: 'admin' }),
  });
}

/** Where the PDF of these sheets is: the admin's session cookie goes with a plain link. */
export const labelsPdfUrl = (sheets: readonly Pick<TagSheet, 'id'>[]) =>
  `${endpointUrl(contract.adminTagSheets.pdf)}?ids=${sheets.map((sheet) => sheet.id).join(',')}`;

export const labelsPdfName = (sheets: readonly Pick<TagSheet, 'code'>[]) =>
  `washday-labels-${sheets.map((sheet) => sheet.code).join('-')}.pdf`;

/** Fetches the PDF and saves it, so a refusal is told on screen rather than saved as the file. */
export async function downloadLabels(sheets: readonly TagSheet[]): Promise<string> {
  const response = await fetch(labelsPdfUrl(sheets), { credentials: 'include', headers: { Accept: 'application/pdf' } });
  if (!response.ok) throw new Error('The label PDF could not be made. Try the download link in the list.');
  const name = labelsPdfName(sheets);
  saveFile(name, [await response.blob()], 'application/pdf');
  return name;
}

/** Prints new sheets, then downloads their PDF; the list is asked again. */
export function usePrintSheets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { layout: LabelLayoutId; sheets: number }) => {
      const answer = await callEndpoint(contract.adminTagSheets.create, { body, authScope: 'admin' });
      const file = await downloadLabels(answer.sheets).catch(() => null);
      return { ...answer, file };
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tagSheetKeys.all }),
  });
}
