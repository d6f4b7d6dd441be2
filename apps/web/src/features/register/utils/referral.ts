import { COOKIES, isCurrency, type Currency } from '@member-site/contracts/constants';
import Cookies from 'js-cookie';

/**
 * Agent and friend-referral links (spec sections 2, 4 and 6). A link `?id=<agent id>` or
 * `?invite=<recommend code>` is remembered in the `member_agent` or `recommend_code` cookie for
 * the link lifetime, so a visitor who looks around first and registers later is still introduced;
 * `?currency=` is remembered the same way and fixes the registration currency.
 */

export type IntroducerType = 'agent' | 'recommend';

export type Introducer = { value: string; type: IntroducerType };

export type Referral = { introducer?: Introducer; currency?: Currency };

/** What an introducer may look like: the register call accepts at most 32 characters. */
const INTRODUCER_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

const cleanIntroducer = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && INTRODUCER_PATTERN.test(trimmed) ? trimmed : undefined;
};

const fromQuery = (search: string): Referral => {
  const params = new URLSearchParams(search);
  const agent = cleanIntroducer(params.get('id'));
  const invite = cleanIntroducer(params.get('invite'));
  const currency = params.get('currency')?.trim().toUpperCase();
  return {
    ...(agent
      ? { introducer: { value: agent, type: 'agent' as const } }
      : invite
        ? { introducer: { value: invite, type: 'recommend' as const } }
        : {}),
    ...(isCurrency(currency) ? { currency } : {}),
  };
};

const fromCookies = (): Referral => {
  const agent = cleanIntroducer(Cookies.get(COOKIES.memberAgent.name));
  const invite = cleanIntroducer(Cookies.get(COOKIES.recommendCode.name));
  const currency = Cookies.get(COOKIES.currency.name);
  return {
    ...(agent
      ? { introducer: { value: agent, type: 'agent' as const } }
      : invite
        ? { introducer: { value: invite, type: 'recommend' as const } }
        : {}),
    ...(isCurrency(currency) ? { currency } : {}),
  };
};

/**
 * Remember the referral of an address (its query string) for `lifetimeMinutes`. A new link
 * replaces the other kind, so the introducer is always the one of the latest link followed.
 */
export const captureReferral = (search: string, lifetimeMinutes: number): void => {
  const { introducer, currency } = fromQuery(search);
  if (!introducer && !currency) return;
  const options: Cookies.CookieAttributes = {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    expires: new Date(Date.now() + lifetimeMinutes * 60_000),
  };
  if (introducer) {
    const [keep, drop] =
      introducer.type === 'agent'
        ? [COOKIES.memberAgent.name, COOKIES.recommendCode.name]
        : [COOKIES.recommendCode.name, COOKIES.memberAgent.name];
    Cookies.set(keep, introducer.value, options);
    Cookies.remove(drop, { path: '/' });
  }
  if (currency) Cookies.set(COOKIES.currency.name, currency, options);
};

/** The referral that applies now: the address's own query first, then the remembered link. */
export const readReferral = (search: string): Referral => {
  const query = fromQuery(search);
  const cookies = fromCookies();
  const introducer = query.introducer ?? cookies.introducer;
  const currency = query.currency ?? cookies.currency;
  return { ...(introducer ? { introducer } : {}), ...(currency ? { currency } : {}) };
};
