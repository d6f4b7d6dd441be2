import {
  type Currency,
  FORWARD_GAME_STATUS,
  type GameLaunchMode,
  type SupportDevice,
  type SupportedLanguage,
} from '@member-site/contracts/constants';

import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { DomainEventBus } from '../../infra/events';
import type { SiteRecord } from '../site/site.service';
import { ProviderError, type ProviderRegistry } from '../wallet/provider-adapter';
import type { WalletMember, WalletService } from '../wallet/wallet.service';
import type { CatalogueService } from './catalogue.service';
import { findOpenPlay, insertPlay, setPlayStatus, touchRecent } from './games.repository';

/** A launch still `starting` after this long died half way; it no longer blocks the next one. */
const STALE_START_MS = 60_000;

const playError = (code: string) => new AppError(code, { family: 'play' });

/** What names a game to open. */
export type GameRef = { gpId: number; gtId: number; gameCode: string };

export type LaunchAnswer = { game_url: string; mode: GameLaunchMode | null };

/**
 * Opening and leaving games (spec section 4, "Game launch"). A member plays one game at a time:
 * the launch records the play (a second launch, from another tab at the same moment included, is
 * refused with play 102), moves the main balance into the provider's wallet and asks the
 * provider's adapter for the game's address; leaving ends the play and brings the balance back.
 */
export const createPlayService = (
  db: Db,
  deps: {
    catalogue: CatalogueService;
    wallet: WalletService;
    providers: ProviderRegistry;
    events: DomainEventBus;
    now?: () => Date;
  },
) => {
  const { catalogue, wallet, providers, events } = deps;
  const now = deps.now ?? (() => new Date());

  const adapterOf = (code: string) => {
    const adapter = providers.get(code);
    if (!adapter) throw playError('104');
    return adapter;
  };

  /**
   * The member's play that is really open. A launch stuck in `starting` died half way, and a
   * play whose provider no longer has the game open (its page closed without leaving, its session
   * expired) is over: both are ended here instead of blocking the next game.
   */
  const openPlay = async (member: WalletMember) => {
    const open = await findOpenPlay(db, member.id);
    if (!open) return undefined;
    let over: boolean;
    if (open.status === 'starting') {
      over = open.startedAt.getTime() < now().getTime() - STALE_START_MS;
    } else {
      const provider = await catalogue.provider(member.siteId, open.providerId);
      const adapter = provider ? providers.get(provider.code) : undefined;
      // A provider that cannot answer keeps its play: its balance may still be in use.
      over = adapter ? !(await adapter.isPlaying({ member }).catch(() => true)) : true;
    }
    if (!over) return open;
    await setPlayStatus(db, open.id, 'ended');
    return undefined;
  };

  return {
    /** Open a game with real money; answers its address and the mode a provider forces. */
    async play(
      member: WalletMember,
      site: SiteRecord,
      input: GameRef & { device: SupportDevice; lobbyUrl: string; extra?: string },
      language: SupportedLanguage,
    ): Promise<LaunchAnswer> {
      if (site.gamesClosed) throw playError('105');
      const { game, provider, forceModal } = await catalogue.playable(
        site.id,
        { currency: member.currency, device: input.device, language },
        input,
      );
      const adapter = adapterOf(provider.code);
      if (await openPlay(member)) throw playError('102');
      const play = await insertPlay(db, {
        siteId: site.id,
        memberId: member.id,
        gameId: game.id,
        providerId: provider.id,
        device: input.device,
      });
      if (!play) throw playError('102');

      try {
        const main = await wallet.mainBalance({
          siteId: site.id,
          memberId: member.id,
          currency: member.currency,
        });
        if (main > 0n) {
          try {
            await wallet.transferToProvider(member, provider.id, main, `launch-${play.id}`);
          } catch (error) {
            if (error instanceof ProviderError) {
              events.publish('forward_game.status', {
                siteId: site.id,
                memberId: member.id,
                code: FORWARD_GAME_STATUS.transferDisabled,
              });
              throw playError(error.reason === 'maintenance' ? '203' : '104');
            }
            throw error;
          }
        }
        const gameName = game.name[language] ?? game.name.en_US;
        const { url } = await adapter
          .launch({
            member,
            gameId: game.id,
            gameCode: game.gameCode,
            gameName,
            language,
            device: input.device,
            lobbyUrl: input.lobbyUrl,
            ...(input.extra === undefined ? {} : { extra: input.extra }),
          })
          .catch((error: unknown) => {
            throw error instanceof ProviderError ? playError('104') : error;
          });
        await setPlayStatus(db, play.id, 'playing');
        await touchRecent(db, member.id, game.id);
        events.publish('game.url', { siteId: site.id, memberId: member.id, url });
        return { game_url: url, mode: forceModal ? 'modal' : null };
      } catch (error) {
        await setPlayStatus(db, play.id, 'ended');
        // Whatever reached the provider's wallet goes back; a failure there stays for the
        // one-key return.
        await wallet.returnFrom(member, provider.id, language).catch(() => undefined);
        throw error;
      }
    },

    /**
     * Leave the game being played: the provider closes it, the play ends and the balance comes
     * back to the main wallet. Leaving without a game is a success (the /close page calls it
     * whatever happened).
     */
    async leave(member: WalletMember, language: SupportedLanguage): Promise<void> {
      const open = await findOpenPlay(db, member.id);
      if (!open) return;
      const provider = await catalogue.provider(member.siteId, open.providerId);
      const adapter = provider ? providers.get(provider.code) : undefined;
      await adapter?.leave({ member }).catch(() => undefined);
      await setPlayStatus(db, open.id, 'ended');
      await wallet.returnFrom(member, open.providerId, language);
      events.publish('forward_game.status', {
        siteId: member.siteId,
        memberId: member.id,
        code: FORWARD_GAME_STATUS.ended,
      });
    },

    /** Open a game with play money for a visitor (play 103 when it has no demo). */
    async demoPlay(
      site: SiteRecord,
      input: GameRef & { currency: Currency; device: SupportDevice },
      language: SupportedLanguage,
    ): Promise<LaunchAnswer> {
      if (site.gamesClosed) throw playError('105');
      const { game, provider, forceModal } = await catalogue.playable(
        site.id,
        { currency: input.currency, device: input.device, language },
        input,
      );
      if (!game.demoAllowed) throw playError('103');
      const { url } = await adapterOf(provider.code)
        .demoLaunch({
          siteId: site.id,
          currency: input.currency,
          gameId: game.id,
          gameCode: game.gameCode,
          gameName: game.name[language] ?? game.name.en_US,
          language,
          device: input.device,
          lobbyUrl: '',
        })
        .catch((error: unknown) => {
          throw error instanceof ProviderError ? playError('104') : error;
        });
      return { game_url: url, mode: forceModal ? 'modal' : null };
    },

    /** Whether the member has a game open (spec: is_playing of the member layout). */
    isPlaying: async (member: WalletMember): Promise<boolean> =>
      (await openPlay(member))?.status === 'playing',
  };
};

export type PlayService = ReturnType<typeof createPlayService>;
