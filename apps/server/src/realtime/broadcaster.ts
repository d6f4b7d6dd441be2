import type { Server } from 'socket.io';
import {
  type RealtimeEventName,
  type RealtimeEvents,
  realtimeChannels,
} from '@member-site/contracts/realtime';

import type { ContentChange, DomainEventBus } from '../infra/events';
import type { TableService } from '../providers/house/table.service';
import { roomOf } from './rooms';

type Emit = <N extends RealtimeEventName>(
  siteId: number,
  channel: string,
  name: N,
  payload: RealtimeEvents[N],
) => void;

/** A channel, an event on it and the event's payload. */
type ChannelEvent = {
  [N in RealtimeEventName]: [channel: string, name: N, payload: RealtimeEvents[N]];
}[RealtimeEventName];

/** The public channel and event that tell open pages a piece of lobby content changed. */
const contentEvent = (change: ContentChange): ChannelEvent => {
  switch (change.kind) {
    case 'customer_service_link':
      return ['web_member', 'customer_service_link_change', {}];
    case 'carousel':
      return [`web_api.${change.currency}`, 'carousel_picture.url', {}];
    case 'template_settings':
      return [`${change.template}_template`, 'model_settings.url', { language: change.language }];
    case 'sponsors':
      return ['bob_mobile_template', 'model_sponsor.url', { language: change.language }];
    case 'login_list':
      return ['bob_mobile_template', 'model_login.url', { language: change.language }];
    case 'announcements':
      return ['web_member', 'web_announcement_change', {}];
    case 'popups':
      return ['web_member', 'bulletin_change', {}];
  }
};

/**
 * Map domain events to channels: the one place that knows which event goes where. Each process
 * emits to its own sockets (`io.local`): every process hears every domain event, so emitting
 * through the adapter as well would deliver each event once per process. A house round's event
 * names the round only (an event must fit a PostgreSQL notification), and each process reads
 * the round once for all its sockets at the table.
 */
export const startBroadcaster = (
  io: Server,
  events: DomainEventBus,
  tables: Pick<TableService, 'roundView'>,
  onError: (error: unknown) => void = () => undefined,
): (() => void) => {
  const emit: Emit = (siteId, channel, name, payload) => {
    io.local.to(roomOf(siteId, channel)).emit(name, channel, payload);
  };
  const member = (id: number) => `private-member.${id}`;
  const houseMember = (id: number) => `private-${realtimeChannels.houseMember(id)}`;

  const stops = [
    events.subscribe('member.cash', (e) => {
      emit(e.siteId, member(e.memberId), 'member.cash', { cash: e.cash });
    }),
    events.subscribe('member_deposit.success', (e) => {
      emit(e.siteId, member(e.memberId), 'member_deposit.success', {
        order_number: e.orderNumber,
        deposit_amount: e.depositAmount,
        deposit_times: e.depositTimes,
        currency: e.currency,
      });
    }),
    events.subscribe('all_transfer_back', (e) => {
      emit(e.siteId, member(e.memberId), 'all_transfer_back', {});
    }),
    events.subscribe('profile.updated', (e) => {
      emit(e.siteId, member(e.memberId), 'profile.updated', {});
    }),
    events.subscribe('app_clean_cache', (e) => {
      emit(e.siteId, member(e.memberId), 'app_clean_cache', {});
    }),
    events.subscribe('letter.sent', (e) => {
      emit(e.siteId, member(e.memberId), 'letter.sent', { id: e.letterId });
    }),
    events.subscribe('agent.commission', (e) => {
      emit(e.siteId, member(e.memberId), 'agent.commission', { settlement_id: e.settlementId });
    }),
    events.subscribe('letter.read', (e) => {
      emit(e.siteId, member(e.memberId), 'letter.read', { id: e.letterId });
    }),
    events.subscribe('letter.delete', (e) => {
      emit(e.siteId, member(e.memberId), 'letter.delete', { id: e.letterId });
    }),
    events.subscribe('game.url', (e) => {
      emit(e.siteId, member(e.memberId), 'game.url', { url: e.url });
    }),
    events.subscribe('forward_game.status', (e) => {
      emit(e.siteId, member(e.memberId), 'forward_game.status', { code: e.code });
    }),
    events.subscribe('red_envelope.display', (e) => {
      emit(e.siteId, `private-member.${e.currency}`, 'RedEnvelopeDisplay', {
        id: e.id,
        end_at: e.endAt.toISOString(),
      });
    }),
    events.subscribe('house_round', (e) => {
      const channel = realtimeChannels.houseTable(e.tableId);
      tables.roundView(e.roundId).then((round) => {
        if (round) emit(e.siteId, channel, 'house_round', round);
      }, onError);
    }),
    events.subscribe('house_table.changed', (e) => {
      emit(e.siteId, realtimeChannels.houseTable(e.tableId), 'house_table', {
        table_id: e.tableId,
      });
    }),
    events.subscribe('sport_update', (e) => {
      emit(e.siteId, realtimeChannels.sportsbook, 'sport_update', {
        fixtures: e.fixtures.map(({ fixtureId, ...changed }) => ({
          fixture_id: fixtureId,
          ...changed,
        })),
        markets: e.markets.map(({ marketId, fixtureId, ...changed }) => ({
          market_id: marketId,
          fixture_id: fixtureId,
          ...changed,
        })),
        selections: e.selections.map(({ selectionId, marketId, odds }) => ({
          selection_id: selectionId,
          market_id: marketId,
          odds,
        })),
      });
    }),
    events.subscribe('sport_bet', (e) => {
      emit(e.siteId, houseMember(e.memberId), 'sport_bet', {
        bet_id: e.betId,
        status: e.status,
        returned: e.returned,
      });
    }),
    events.subscribe('content.changed', (e) => {
      const [channel, name, payload] = contentEvent(e.change);
      io.local.to(roomOf(e.siteId, channel)).emit(name, channel, payload);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
};
