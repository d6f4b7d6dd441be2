import {
  depositBankTransferCall,
  depositChannelsCall,
  depositFastPaymentCall,
  depositOrderStatusCall,
  operatorDepositApproveCall,
  operatorDepositListCall,
  operatorDepositRejectCall,
} from '@member-site/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { failure, success } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { registerCall } from '../../http/register-call';
import type { MemberRow } from '../session/session.service';
import { operatorActor } from '../operator/operator.service';
import type { Depositor } from './deposit.service';

const depositor = (member: MemberRow): Depositor => ({
  id: member.id,
  siteId: member.siteId,
  currency: member.currency,
  status: member.status,
});

/**
 * The origin the checkout and the return page live at: the one the member reached the site at
 * when its host is one of the site's configured domains, else the configured public address.
 * A Host header the client made up never becomes a link.
 */
const publicOrigin = async (
  app: FastifyInstance,
  siteId: number,
  request: FastifyRequest,
): Promise<string> =>
  (await app.deps.sites.ownsHost(siteId, request.host))
    ? `${request.protocol}://${request.host}`
    : app.deps.config.publicUrl;

/**
 * Where the gateway posts its callbacks: this server's own address from its configuration, never
 * the request's Host header (which a client chooses).
 */
const selfOrigin = (config: Config): string => {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
};

/** Where the gateway sends the member's browser: the site's /close page unless told otherwise. */
const RETURN_PATHS = new Set(['/close', '/Deposit', '/fastPayment', '/user/Deposit']);

const CALLBACK_BODY_LIMIT = 16 * 1024;

/**
 * Refused callbacks one client address may send before it is answered 429 without being read:
 * a gateway's own callbacks are never refused, so only a forger reaches the limit.
 */
const REFUSED_CALLBACKS = { points: 20, durationSeconds: 600 };

/** Member deposit calls, the operator's deposit calls and the gateways' callback. */
export const depositRoutes = async (app: FastifyInstance): Promise<void> => {
  const deposits = () => app.deps.deposits;

  registerCall(app, depositChannelsCall, async ({ caller, language }) =>
    deposits().channels(depositor(caller.member), language),
  );

  registerCall(app, depositBankTransferCall, async ({ body, caller, language }) =>
    deposits().createBankTransfer({
      member: depositor(caller.member),
      channelId: body.channel_id,
      amount: body.amount,
      currency: body.currency,
      requestId: body.request_id,
      payerName: body.payer_name,
      reference: body.reference,
      language,
    }),
  );

  registerCall(app, depositFastPaymentCall, async ({ body, caller, language, request, site }) =>
    deposits().createFastPayment({
      member: depositor(caller.member),
      channelId: body.channel_id,
      amount: body.amount,
      currency: body.currency,
      requestId: body.request_id,
      language,
      origin: await publicOrigin(app, site.id, request),
      callbackOrigin: selfOrigin(app.deps.config),
      returnPath:
        body.return_path !== undefined && RETURN_PATHS.has(body.return_path)
          ? body.return_path
          : '/close',
    }),
  );

  registerCall(app, depositOrderStatusCall, async ({ body, caller }) =>
    deposits().orderStatus(depositor(caller.member), body.order_number),
  );

  registerCall(app, operatorDepositListCall, async ({ body, site }) => ({
    list: await deposits().list(site.id, body.status, body.count),
  }));

  registerCall(app, operatorDepositApproveCall, async ({ body, site, operator }) =>
    deposits().decide({
      siteId: site.id,
      orderNumber: body.order_number,
      decision: 'approve',
      actor: operatorActor(operator),
      reason: body.reason,
    }),
  );

  registerCall(app, operatorDepositRejectCall, async ({ body, site, operator }) =>
    deposits().decide({
      siteId: site.id,
      orderNumber: body.order_number,
      decision: 'reject',
      actor: operatorActor(operator),
      reason: body.reason,
    }),
  );

  // The gateways' callbacks need the body exactly as sent (the signature covers its bytes), so
  // this plugin alone keeps JSON as raw text; every other route keeps the app's parser.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, done) => {
        done(null, typeof body === 'string' ? body : body.toString('utf8'));
      },
    );
    scope.post<{ Params: { gateway: string } }>(
      '/api/payment/callback/:gateway',
      async (request, reply) => {
        const language = requestLanguage(request);
        const { rateLimiter } = app.deps;
        if (
          await rateLimiter.isBlocked('payment-callback-refused', request.ip, REFUSED_CALLBACKS)
        ) {
          return reply.status(429).send(failure('common', '429', language));
        }
        const raw = typeof request.body === 'string' ? request.body : '';
        try {
          const result = await deposits().handleCallback(
            request.params.gateway,
            request.headers,
            raw,
          );
          return success('money', result, language);
        } catch (error) {
          if (error instanceof AppError && error.options.family === 'money') {
            await rateLimiter.hit('payment-callback-refused', request.ip, REFUSED_CALLBACKS);
            return reply.status(400).send(failure('money', error.code, language));
          }
          throw error;
        }
      },
    );
  });
};
