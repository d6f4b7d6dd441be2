import {
  tableBetCall,
  tableBetsCall,
  tableRoundCheckCall,
  tableStateCall,
  type TableBetView,
  type TableRoundCheck,
  type TableState,
} from '@member-site/contracts';

import { HouseError, houseCall } from '../../../shared/api/house-call';

/** How many finished rounds the page loads: the history list and the frequency charts. */
export const TABLE_HISTORY_SIZE = 50;

export const fetchTableState = (token: string): Promise<TableState> =>
  houseCall(tableStateCall, { history: TABLE_HISTORY_SIZE }, { token });

export type TableBetRequest = {
  round_id: number;
  kind: string;
  pick: number[];
  stake: string;
  request_id: string;
};

/**
 * Place one bet. A network failure (no answer) is retried once with the same request id, which
 * the server answers with the bet it already took, so a stake is never taken twice.
 */
export const placeTableBet = async (
  token: string,
  body: TableBetRequest,
): Promise<{ bet: TableBetView; balance: string }> => {
  try {
    return await houseCall(tableBetCall, body, { token });
  } catch (error) {
    if (!(error instanceof HouseError) || !error.isNetworkFailure) throw error;
    return houseCall(tableBetCall, body, { token });
  }
};

/** The player's latest bets at the table, newest first (the results of a settled round). */
export const fetchRecentBets = async (token: string): Promise<TableBetView[]> =>
  (await houseCall(tableBetsCall, { page: 1, count: 50 }, { token })).list;

/** Any round with what checks it: public, no session needed. */
export const fetchRoundCheck = (roundId: number): Promise<TableRoundCheck> =>
  houseCall(tableRoundCheckCall, { round_id: roundId });
