import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { openLogin } from '../shared/session/account-modal-store';
import { saveLoginRedirect } from '../shared/session/redirect';
import { useIsLoggedIn } from '../shared/session/session-store';

/**
 * The 'auth' route guard (spec section 2): member pages need a session. A visitor who opens one
 * goes to the home page with the login modal open, and login brings them back to it. A member
 * whose session ends while on the page (logout, expiry) just goes home.
 */
export const RequireMember = () => {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  const arrivedAsVisitor = useRef(!isLoggedIn);
  const target = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (isLoggedIn || !arrivedAsVisitor.current) return;
    saveLoginRedirect(target);
    openLogin();
  }, [isLoggedIn, target]);

  if (!isLoggedIn) return <Navigate to="/" replace />;
  return <Outlet />;
};
