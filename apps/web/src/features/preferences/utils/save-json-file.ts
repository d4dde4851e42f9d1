import { saveFile } from '@/lib/save-file';

/** Saves a value as a pretty-printed .json file. */
export function saveJsonFile(filename: string, value: unknown): void {
  saveFile(filename, [JSON.stringify(value, null, 2)], 'application/json');
}
