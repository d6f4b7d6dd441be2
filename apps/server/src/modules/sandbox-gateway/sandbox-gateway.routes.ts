import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { checkoutLanguage, renderCheckout, renderNotFound } from './checkout-page';
import { SANDBOX_CHECKOUT_PREFIX } from './sandbox-gateway.service';

/** The merchant name the sandbox shows: the site the payment is for. */
const MERCHANT = 'Member Site (sandbox merchant)';

const languageOf = (request: FastifyRequest) =>
  checkoutLanguage(
    request.query,
    request.headers.cookie,
    typeof request.headers['accept-language'] === 'string'
      ? request.headers['accept-language']
      : undefined,
  );

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);

/**
 * The sandbox gateway's pages: the checkout (GET) and the member's choice (POST of a plain form,
 * no script: the CSP forbids inline scripts). After the choice the gateway calls the merchant back
 * and sends the browser to the merchant's return address.
 */
export const sandboxGatewayRoutes = async (app: FastifyInstance): Promise<void> => {
  // The checkout's forms post no fields; accept their form encoding in this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => {
      done(null, {});
    },
  );

  app.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PREFIX}/:id`, async (request, reply) => {
    const language = languageOf(request);
    const payment = await app.deps.sandboxGateway.find(request.params.id);
    if (!payment) return html(reply, 404, renderNotFound(language));
    return html(reply, 200, renderCheckout(payment, MERCHANT, language));
  });

  for (const [action, status] of [
    ['pay', 'paid'],
    ['decline', 'declined'],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      `${SANDBOX_CHECKOUT_PREFIX}/:id/${action}`,
      async (request, reply) => {
        const language = languageOf(request);
        const result = await app.deps.sandboxGateway.decide(request.params.id, status);
        if (!result) return html(reply, 404, renderNotFound(language));
        const { payment } = result;
        if (payment.returnUrl) return reply.redirect(payment.returnUrl, 303);
        return html(reply, 200, renderCheckout(payment, MERCHANT, language));
      },
    );
  }
};
