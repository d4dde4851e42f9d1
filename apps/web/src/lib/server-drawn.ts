/**
 * Whether the server drew the home's first screen into #root (docs/decisions/0024), read before the app renders over
 * it. Such a page came with everything its first screen shows: the app draws it without a request.
 */
export const serverDrawn: boolean = typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null;
