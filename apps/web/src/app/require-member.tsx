import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { signInAddressFor } from '../lib/auth/wanted-address';

/** Guarded routes: an anonymous visitor goes to sign in, and the wanted address is kept. */
export function RequireMember() {
  const { isAuthenticated } = useAuth();
  const { pathname, search } = useLocation();
  if (!isAuthenticated) return <Navigate to={signInAddressFor(pathname + search)} replace />;
  return <Outlet />;
}
