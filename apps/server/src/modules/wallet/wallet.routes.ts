import { balanceGetBackCall, myCashCall, oneKeyReturnCall } from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';

/** The wallet panel and the one-key return (both paths). Member calls on the caller's wallets. */
export const walletRoutes: FastifyPluginAsync = async (app) => {
  const { wallet } = app.deps;
  registerCall(app, myCashCall, ({ language, caller }) => wallet.myCash(caller.member, language));
  registerCall(app, oneKeyReturnCall, ({ language, caller }) =>
    wallet.oneKeyReturn(caller.member, language),
  );
  registerCall(app, balanceGetBackCall, ({ language, caller }) =>
    wallet.oneKeyReturn(caller.member, language),
  );
};
