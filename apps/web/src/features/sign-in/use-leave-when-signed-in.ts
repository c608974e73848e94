import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { takeWantedAddress } from '../../lib/auth/wanted-address';

/** Once signed in, go to the kept address (redirectUrl or Url), else to the root. */
export function useLeaveWhenSignedIn() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const left = useRef(false);
  useEffect(() => {
    if (!isAuthenticated || left.current) return;
    left.current = true;
    void navigate(takeWantedAddress(search), { replace: true });
  }, [isAuthenticated, navigate, search]);
}
