import {
  letterDestroyCall,
  letterListCall,
  letterReadCall,
  operatorLetterListCall,
  operatorLetterSendCall,
} from '@member-site/contracts';
import type { Currency } from '@member-site/contracts/constants';
import type { FastifyInstance } from 'fastify';

import { registerCall } from '../../http/register-call';
import { operatorActor } from '../operator/operator.service';
import type { LetterRecipients } from './letters.service';
import { sentLetterWire } from './letters.service';

/** The one target the contract lets the operator name. */
const recipientsOf = (body: {
  member_account?: string | undefined;
  member_accounts?: string[] | undefined;
  currency?: Currency | undefined;
}): LetterRecipients => {
  if (body.member_account !== undefined) return { kind: 'member', account: body.member_account };
  if (body.member_accounts !== undefined)
    return { kind: 'members', accounts: body.member_accounts };
  if (body.currency !== undefined) return { kind: 'currency', currency: body.currency };
  throw new Error('the contract lets a send through without recipients');
};

/**
 * Letters: the member's calls (list, read, destroy) act on the caller's own letters; the
 * operator's calls (send, list) act on the operator key's site.
 */
export const lettersRoutes = async (app: FastifyInstance): Promise<void> => {
  const { letters } = app.deps;
  const ownerOf = (context: { site: { id: number }; caller: { member: { id: number } } }) => ({
    siteId: context.site.id,
    memberId: context.caller.member.id,
  });

  registerCall(app, letterListCall, (context) => letters.list(ownerOf(context), context.body));
  registerCall(app, letterReadCall, (context) => letters.read(ownerOf(context), context.body.id));
  registerCall(app, letterDestroyCall, (context) =>
    letters.destroy(ownerOf(context), context.body),
  );

  registerCall(app, operatorLetterSendCall, async ({ site, body, operator }) => {
    const letter = await letters.send({
      siteId: site.id,
      siteCurrencies: site.currencies,
      actor: operatorActor(operator),
      title: body.title,
      content: body.content,
      to: recipientsOf(body),
    });
    return { letter: sentLetterWire(letter) };
  });
  registerCall(app, operatorLetterListCall, async ({ site, body }) => ({
    list: (await letters.sent(site.id, body.count)).map(sentLetterWire),
  }));
};
