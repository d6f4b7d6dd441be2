import { dwRecordCall, transactionRecordCall } from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';

/**
 * The records of the member centre: Transaction (transfer record) and DWRecord (deposit and
 * withdrawal record). Read-only member calls over the caller's own rows.
 */
export const recordsRoutes: FastifyPluginAsync = async (app) => {
  const { records } = app.deps;
  registerCall(app, transactionRecordCall, ({ site, language, caller, body }) =>
    records.transactions({ site, language, member: caller.member }, body),
  );
  registerCall(app, dwRecordCall, ({ site, language, caller, body }) =>
    records.orders({ site, language, member: caller.member }, body),
  );
};
