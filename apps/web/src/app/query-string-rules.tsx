import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths';

/**
 * Query strings: ISLEMADI=EDEVLETGIRIS starts the e-Devlet login; any other query
 * string with a `code` is the e-Devlet authorization answer, finished on the e-Devlet page.
 */
export function QueryStringRules({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (pathname !== paths.edevletLogin) {
    const query = new URLSearchParams(search);
    if (query.get('ISLEMADI') === 'EDEVLETGIRIS') return <Navigate to={paths.edevletLogin} replace />;
    if (query.has('code')) return <Navigate to={`${paths.edevletLogin}${search}`} replace />;
  }
  return children;
}
