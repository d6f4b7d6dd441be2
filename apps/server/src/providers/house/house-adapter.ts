import type { ProviderAdapter } from '../../modules/wallet/provider-adapter';
import { HOUSE_PROVIDER_CODE } from './house-games';
import type { HouseService } from './house.service';

/**
 * The house as a game provider. Its books are the ledger itself: a member's house wallet is the
 * member's balance at the house and every round moves money between it and the house, so the
 * transfers in and out of the wallet have nothing to do on the provider's side.
 */
export const createHouseAdapter = (house: HouseService): ProviderAdapter => ({
  code: HOUSE_PROVIDER_CODE,
  ledgerBacked: true,
  launch: ({ member, gameId, gameCode, gameName, language, lobbyUrl, extra }) =>
    house.launch({
      siteId: member.siteId,
      memberId: member.id,
      currency: member.currency,
      language,
      gameId,
      gameCode,
      gameName,
      lobbyUrl,
      ...(extra === undefined ? {} : { extra }),
    }),
  demoLaunch: ({ siteId, currency, gameId, gameCode, gameName, language, lobbyUrl }) =>
    house.demoLaunch({ siteId, currency, gameId, gameCode, gameName, language, lobbyUrl }),
  transferIn: async () => undefined,
  transferOut: async () => undefined,
  balance: ({ member }) =>
    house.memberBalance({ siteId: member.siteId, memberId: member.id, currency: member.currency }),
  isPlaying: ({ member }) => house.isPlaying(member.id),
  leave: async ({ member }) => {
    await house.endMemberSessions(member.id);
  },
});
