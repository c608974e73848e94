import { useEffect } from 'react';

/** Each screen names the browser tab after itself (WCAG 2.4.2). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | e-Belediye`;
  }, [title]);
}
