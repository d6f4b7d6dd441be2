import {
  agentLevelRenameCall,
  bindBankAccountCall,
  memberLayoutCall,
  memberProfileCall,
  memberProfileEditCall,
} from '@member-site/contracts';
import type { FastifyPluginAsync } from 'fastify';

import { registerCall } from '../../http/register-call';

/**
 * The member centre: layout, profile, profile edit, agent level names and bank-account binding.
 * Every call is a member call and acts on the caller's own row only.
 */
export const memberRoutes: FastifyPluginAsync = async (app) => {
  const { members } = app.deps;
  registerCall(app, memberLayoutCall, ({ site, language, caller }) =>
    members.layout({ site, language, member: caller.member }),
  );
  registerCall(app, memberProfileCall, ({ site, language, caller }) =>
    members.profile({ site, language, member: caller.member }),
  );
  registerCall(app, memberProfileEditCall, ({ site, language, caller, body }) =>
    members.editProfile({ site, language, member: caller.member }, body),
  );
  registerCall(app, agentLevelRenameCall, ({ site, language, caller }) =>
    members.agentLevelNames({ site, language, member: caller.member }),
  );
  registerCall(app, bindBankAccountCall, ({ site, language, caller, body }) =>
    members.bindBankAccount({ site, language, member: caller.member }, body),
  );
};
