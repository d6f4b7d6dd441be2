/**
 * Calls of the wallet (spec section 7, "Play and wallet"): the per-platform balances of the wallet
 * panel and the one-key return that moves every provider balance back to the main wallet.
 */
import { z } from 'zod';

import { ONE_KEY_RETURN_STATUSES, PROVIDER_WALLET_STATUSES } from '../constants/money';
import { callSchemas } from './call';
import { moneySchema } from './account';
import { siteIdSchema } from './common';

/** One platform of the wallet panel. */
export const myCashEntrySchema = z.object({
  gp_id: z.number(),
  /** The platform's name in the member's language. */
  gp_name: z.string(),
  /** Balance at this platform, decimal string in the member's currency. */
  cash: moneySchema,
  /** True when the member has money there: the panel shows the lit icon. */
  is_light: z.boolean(),
  icon_light: z.string(),
  icon_dark: z.string(),
  status: z.enum(PROVIDER_WALLET_STATUSES),
});
export type MyCashEntry = z.infer<typeof myCashEntrySchema>;

/** What happened at one provider during a one-key return. */
export const oneKeyReturnResultSchema = z.object({
  gp_id: z.number(),
  gp_name: z.string(),
  /** What came back to the main wallet from this provider (0 when it failed). */
  amount: moneySchema,
  status: z.enum(ONE_KEY_RETURN_STATUSES),
  /** '100' on success, otherwise the oneKeyReturn code of this provider's failure (103, 104). */
  code: z.string(),
});
export type OneKeyReturnResult = z.infer<typeof oneKeyReturnResultSchema>;

/**
 * Data of a one-key return, also the `apiResponseData` of its 103 and 104 refusals. A partial
 * success (some providers failed) is a success whose list says which.
 */
export const oneKeyReturnDataSchema = z.object({
  list: z.array(oneKeyReturnResultSchema),
  /** The main wallet's balance afterwards. */
  main: moneySchema,
});
export type OneKeyReturnData = z.infer<typeof oneKeyReturnDataSchema>;

const oneKeyReturnRequest = z.strictObject({ site_id: siteIdSchema.optional() });

/** The schemas of the wallet calls, by path (the calls: ../calls/wallet.ts). */
export const walletWire = callSchemas({
  '/member/profile/my_cash': {
    request: z.strictObject({ site_id: siteIdSchema.optional() }),
    response: z.object({
      my_cash_list: z.array(myCashEntrySchema),
      total: moneySchema,
      /** The main wallet's balance. */
      main: moneySchema,
      /**
       * What the member's bonuses hold apart from cash until their turnover is met; neither in
       * `main` nor in `total`, and no withdrawal can take it.
       */
      bonus_held: moneySchema,
    }),
  },
  '/member/profile/balance/all/back': {
    request: oneKeyReturnRequest,
    response: oneKeyReturnDataSchema,
  },
  '/member/profile/balance_get_back': {
    request: oneKeyReturnRequest,
    response: oneKeyReturnDataSchema,
  },
});
