/** The inputs the verify page reads from its address, all optional. */
export type VerifyParams = {
  serverSeed?: string | null | undefined;
  serverSeedHash?: string | null | undefined;
  clientSeed?: string | null | undefined;
  nonce?: number | string | null | undefined;
  stake?: string | null | undefined;
  currency?: string | null | undefined;
};

const QUERY_NAMES = {
  serverSeed: 'server_seed',
  serverSeedHash: 'server_seed_hash',
  clientSeed: 'client_seed',
  nonce: 'nonce',
  stake: 'stake',
  currency: 'currency',
} as const satisfies Record<keyof VerifyParams, string>;

export const VERIFY_PATH = '/house/verify';

/** The verify page's address with a round's inputs filled in. */
export const verifyHref = (params: VerifyParams): string => {
  const query = new URLSearchParams();
  for (const [key, name] of Object.entries(QUERY_NAMES)) {
    const value = params[key as keyof VerifyParams];
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? VERIFY_PATH : `${VERIFY_PATH}?${text}`;
};

export const readVerifyParams = (search: string) => {
  const query = new URLSearchParams(search);
  return {
    serverSeed: query.get(QUERY_NAMES.serverSeed) ?? '',
    serverSeedHash: query.get(QUERY_NAMES.serverSeedHash) ?? '',
    clientSeed: query.get(QUERY_NAMES.clientSeed) ?? '',
    nonce: query.get(QUERY_NAMES.nonce) ?? '0',
    stake: query.get(QUERY_NAMES.stake) ?? '',
    currency: query.get(QUERY_NAMES.currency) ?? '',
  };
};
