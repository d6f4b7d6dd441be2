import {
  houseClientSeedCall,
  houseRotateSeedCall,
  houseRoundsCall,
  houseSpinCall,
  type FairSeed,
  type RevealedSeed,
  type SlotRoundView,
} from '@member-site/contracts';

import { HouseError, houseCall } from '../../../shared/api/house-call';

/**
 * Spin once. A network failure (no answer) is retried once with the same request id, which the
 * server answers with the round it already played, so the stake is never taken twice.
 */
export const spinSlot = async (
  token: string,
  stake: string,
  requestId: string,
): Promise<SlotRoundView> => {
  const body = { stake, request_id: requestId };
  try {
    return await houseCall(houseSpinCall, body, { token });
  } catch (error) {
    if (!(error instanceof HouseError) || !error.isNetworkFailure) throw error;
    return houseCall(houseSpinCall, body, { token });
  }
};

export const setClientSeed = (token: string, clientSeed: string): Promise<FairSeed> =>
  houseCall(houseClientSeedCall, { client_seed: clientSeed }, { token });

export const rotateSeed = (token: string): Promise<{ revealed: RevealedSeed; seed: FairSeed }> =>
  houseCall(houseRotateSeedCall, {}, { token });

export const HISTORY_PAGE_SIZE = 20;

export const fetchRounds = (
  token: string,
  page: number,
): Promise<{ list: SlotRoundView[]; total_count: number }> =>
  houseCall(houseRoundsCall, { page, count: HISTORY_PAGE_SIZE }, { token });
