import { Outlet } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-provider';
import { QueryStringRules } from './query-string-rules';

/** Above every layout: who is signed in, and the spec's query-string rules. */
export function AppRoot() {
  return (
    <AuthProvider>
      <QueryStringRules>
        <Outlet />
      </QueryStringRules>
    </AuthProvider>
  );
}
