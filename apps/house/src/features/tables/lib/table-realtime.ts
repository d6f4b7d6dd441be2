import type { TableRoundView } from '@member-site/contracts';
import { realtimeChannels } from '@member-site/contracts/realtime';

import {
  type HouseSocket,
  type HouseSocketFactory,
  followPublicChannel,
  openHouseSocket,
} from '../../../shared/realtime/public-channel';

/** What the table page needs of a socket (a fake one in the tests). */
export type TableSocket = HouseSocket;
export type TableSocketFactory = HouseSocketFactory;

export type TableRealtimeHandlers = {
  /** A round opened, drew, settled or was voided. */
  onRound: (round: TableRoundView) => void;
  /** The operator changed the table: its state is read again. */
  onTable: () => void;
  /** Connected, the first time or again: events of the gap are lost, so the state is read again. */
  onConnect: () => void;
  onDisconnect: () => void;
};

const isRound = (value: unknown): value is TableRoundView =>
  typeof value === 'object' &&
  value !== null &&
  'round_id' in value &&
  typeof value.round_id === 'number' &&
  'status' in value &&
  typeof value.status === 'string';

/**
 * Follow a table's public channel: subscribe on every (re)connection, hand its events over, and
 * return what stops it.
 */
export const followTable = (
  tableId: number,
  handlers: TableRealtimeHandlers,
  open: TableSocketFactory = openHouseSocket,
): (() => void) =>
  followPublicChannel(
    realtimeChannels.houseTable(tableId),
    {
      onConnect: handlers.onConnect,
      onDisconnect: handlers.onDisconnect,
      events: {
        house_round: (payload) => {
          if (isRound(payload)) handlers.onRound(payload);
        },
        house_table: () => handlers.onTable(),
      },
    },
    open,
  );
