/**
 * A session handed over in the address (spec section 4): a sealed `enc` envelope, or a bare `tk`
 * token (with `member_account` and friends, which are not trusted: the server names the member).
 */
export type AddressHandoff = { kind: 'enc'; enc: string } | { kind: 'tk'; token: string };

/** Address parameters that carry or describe a handed-over session. */
const HANDOFF_PARAMS = [
  'tk',
  'enc',
  'member_account',
  'member_currency',
  'member_id',
  'member_type',
];

/** The handoff the address carries; `enc` wins over `tk` when both are there. */
export const readAddressHandoff = (search: URLSearchParams): AddressHandoff | undefined => {
  const enc = search.get('enc')?.trim();
  if (enc) return { kind: 'enc', enc };
  const token = search.get('tk')?.trim();
  if (token) return { kind: 'tk', token };
  return undefined;
};

/**
 * The address without the handoff parameters. An `enc` handoff goes back to / (spec section 4);
 * a `tk` handoff keeps its page and other parameters.
 */
export const addressWithoutHandoff = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => {
  const search = new URLSearchParams(location.search);
  if (search.get('enc')?.trim()) return '/';
  for (const name of HANDOFF_PARAMS) search.delete(name);
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
};

const hasHandoffParams = (search: URLSearchParams): boolean =>
  HANDOFF_PARAMS.some((name) => search.has(name));

let captured = false;
let pending: AddressHandoff | undefined;

/**
 * Take the handoff out of the address at once, before the router or any call sees it, so the
 * token stays neither in the address bar nor in the history. Runs once per page load; the
 * handoff waits for {@link takePendingHandoff}.
 */
export const captureAddressHandoff = (target: Window = window): void => {
  if (captured) return;
  captured = true;
  const search = new URLSearchParams(target.location.search);
  if (!hasHandoffParams(search)) return;
  pending = readAddressHandoff(search);
  target.history.replaceState(target.history.state, '', addressWithoutHandoff(target.location));
};

/** The captured handoff, once. */
export const takePendingHandoff = (): AddressHandoff | undefined => {
  const handoff = pending;
  pending = undefined;
  return handoff;
};

/** Forget what was captured (tests). */
export const resetAddressHandoff = (): void => {
  captured = false;
  pending = undefined;
};
