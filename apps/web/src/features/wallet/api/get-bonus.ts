import { bonusListCall, type CallResponse } from '@member-site/contracts';
import { useQuery } from '@tanstack/react-query';

import { SITE_ID } from '../../../config/env';
import { call } from '../../../shared/api/call';
import { BONUS_QUERY_KEY } from '../../../shared/session/member-queries';

export type BonusList = CallResponse<typeof bonusListCall>;

/**
 * The member's bonuses with their turnover progress. Asking releases what is due first, so the
 * list is read again when the page is shown and whenever the cash moves (realtime `member.cash`).
 */
export const useBonusList = () =>
  useQuery({
    queryKey: BONUS_QUERY_KEY,
    queryFn: ({ signal }): Promise<BonusList> =>
      call(bonusListCall, { site_id: SITE_ID }, { signal }),
  });
