import { API_PREFIX } from '@member-site/contracts';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The pages and their files: the web app and the house's game pages. */
const documentHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets CSS variables through style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameSrc: ["'self'"],
      // The service worker is a script of the site's own.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * The API's JSON answers: what still means something for a response that is never rendered as a
 * page (OWASP's REST headers). No content is allowed to load from it and no page may frame it;
 * the document-only headers are left out, which halves the header bytes of every call.
 */
const apiHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

const apiPath = `${API_PREFIX}/`;

/**
 * Security headers on every answer, from helmet middlewares built once at start (the Fastify
 * plugin builds one per request). A later `reply.header` of a route may still override one, as
 * the media pictures do with their own policy.
 */
export const installSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url.startsWith(apiPath) ? apiHeaders : documentHeaders;
    headers(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
};
