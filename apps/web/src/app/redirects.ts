import { COOKIES } from '@member-site/contracts/constants';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';

import { REFERRAL_LINK_MINUTES } from '../config/env';
import { captureReferral } from '../features/register/utils/referral';
import { writeFlagCookie } from '../shared/lib/cookies';

/**
 * The redirects of spec section 2. They run as route loaders, before anything renders, and always
 * land on a bare "/" (the query of the old address is not carried over).
 */

/** /fastDeposit: remember that the visitor came for a fast deposit, then go home. */
export const fastDepositLoader = () => {
  writeFlagCookie(COOKIES.isFastDeposit.name);
  return redirect('/');
};

/** /main, /main/:id, /gameHall, /gameHall/:id and /slotgame: the lobby is the home page now. */
export const homeRedirectLoader = () => redirect('/');

/**
 * /register: set the flag that opens the register modal on load and go home. Production builds
 * must; the dev server does the same so the flow can be tried locally. An agent or referral link
 * (`/register?id=` or `?invite=`) is remembered first, since the query does not survive the trip.
 */
export const registerLoader = ({ request }: LoaderFunctionArgs) => {
  captureReferral(new URL(request.url).search, REFERRAL_LINK_MINUTES);
  writeFlagCookie(COOKIES.isRouteRegister.name);
  return redirect('/');
};

/** Nothing to show: the loader has already redirected (the boot cover is still up). */
const Redirecting = () => null;

const redirectRoute = (
  path: string,
  loader: (args: LoaderFunctionArgs) => Response,
): RouteObject => ({
  path,
  loader,
  Component: Redirecting,
  HydrateFallback: Redirecting,
});

/** Paths that redirect home, as route objects. */
export const REDIRECT_ROUTES: RouteObject[] = [
  redirectRoute('/fastDeposit', fastDepositLoader),
  redirectRoute('/main', homeRedirectLoader),
  redirectRoute('/main/:id', homeRedirectLoader),
  redirectRoute('/gameHall', homeRedirectLoader),
  redirectRoute('/gameHall/:id', homeRedirectLoader),
  redirectRoute('/slotgame', homeRedirectLoader),
  redirectRoute('/register', registerLoader),
];
