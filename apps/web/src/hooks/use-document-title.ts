import { useEffect } from 'react';

/** Each role area names the tab (and page-view tracking) as the spec says: Home, Admin Portal, Rider Portal. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
