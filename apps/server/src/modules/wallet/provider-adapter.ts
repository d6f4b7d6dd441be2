import type { Currency, SupportDevice, SupportedLanguage } from '@member-site/contracts/constants';

/**
 * The provider adapter (ARCHITECTURE section 6): everything the site asks of a game provider goes
 * through one of these, so a new provider is a new adapter file, never a change to the wallet.
 * The wallet uses the transfers and the balance; launching and leaving belong to the games.
 */

/** Who the provider is dealing with: the member as the provider knows them. */
export type ProviderMember = {
  id: number;
  account: string;
  currency: Currency;
  siteId: number;
};

export type ProviderTransfer = {
  member: ProviderMember;
  /** Minor units of the member's currency, greater than zero. */
  amount: bigint;
  /**
   * The same key always names the same transfer: a provider that already applied it answers
   * success again without moving the money twice.
   */
  idempotencyKey: string;
};

export type ProviderLaunch = {
  member: ProviderMember;
  /** The game in the site's catalogue, and its code at the provider. */
  gameId: number;
  gameCode: string;
  /** The game's name in the member's language, for the game page's title. */
  gameName: string;
  language: SupportedLanguage;
  /** The device the game opens on. */
  device: SupportDevice;
  /** Where the game's lobby button sends the player: a path of the site (/close). */
  lobbyUrl: string;
  /**
   * What the site's page asks the game to open, as the play request's `extra` carried it (the
   * quick-bet frame's match: `{"fixture_id":12}`); a provider ignores what it does not know.
   */
  extra?: string;
};

export type ProviderDemoLaunch = Omit<ProviderLaunch, 'member'> & {
  siteId: number;
  currency: Currency;
};

/**
 * Why a provider did not do what was asked:
 * - 'unavailable': it could not be reached (or no adapter is installed for it);
 * - 'maintenance': it is closed for a while and takes no transfers;
 * - 'refused': it answered no (for example not enough balance on its side).
 * In every case the provider did not apply the operation.
 */
export type ProviderFailureReason = 'unavailable' | 'maintenance' | 'refused';

export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    readonly reason: ProviderFailureReason,
    message?: string,
  ) {
    super(message ?? `provider ${reason}`);
  }
}

export type ProviderAdapter = {
  /** The `game_providers.code` this adapter serves. */
  readonly code: string;
  /**
   * The member's provider wallet in the ledger IS the provider's balance (the house provider,
   * whose rounds are ledger transfers): returns read the locked wallet instead of asking.
   */
  readonly ledgerBacked?: boolean;
  /** The URL that opens a real-money game for the member. */
  launch: (input: ProviderLaunch) => Promise<{ url: string }>;
  /** The URL of a demo game (no member, no money). */
  demoLaunch: (input: ProviderDemoLaunch) => Promise<{ url: string }>;
  /** Credit the member's balance at the provider (money leaves the main wallet). */
  transferIn: (input: ProviderTransfer) => Promise<void>;
  /** Debit the member's balance at the provider (money comes back to the main wallet). */
  transferOut: (input: ProviderTransfer) => Promise<void>;
  /** The member's balance at the provider now, in minor units. */
  balance: (input: { member: ProviderMember }) => Promise<bigint>;
  /** Whether the member has a round in progress there (a one-key return then answers 102). */
  isPlaying: (input: { member: ProviderMember }) => Promise<boolean>;
  /** Close the member's game session at the provider. */
  leave: (input: { member: ProviderMember }) => Promise<void>;
};

/** The adapters this server has, by provider code. */
export type ProviderRegistry = {
  get: (code: string) => ProviderAdapter | undefined;
  /** Install (or replace) the adapter of `adapter.code`. */
  register: (adapter: ProviderAdapter) => void;
  codes: () => string[];
};

export const createProviderRegistry = (adapters: ProviderAdapter[] = []): ProviderRegistry => {
  const byCode = new Map<string, ProviderAdapter>();
  for (const adapter of adapters) byCode.set(adapter.code, adapter);
  return {
    get: (code) => byCode.get(code),
    register: (adapter) => {
      byCode.set(adapter.code, adapter);
    },
    codes: () => [...byCode.keys()],
  };
};

/** The failure reason of anything an adapter threw: an unexpected error means unavailable. */
export const providerFailureOf = (error: unknown): ProviderFailureReason =>
  error instanceof ProviderError ? error.reason : 'unavailable';
