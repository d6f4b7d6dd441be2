import type { ErrorFamilyName } from '@member-site/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { AppError } from './app-error';
import { failure } from './envelope';
import { requestLanguage } from './language';

/** Fastify's own client-error codes and the envelope code each becomes. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; status: number }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: '413', status: 413 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: '415', status: 415 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: '400', status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: '400', status: 400 },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: '400', status: 400 },
  FST_ERR_VALIDATION: { code: '400', status: 400 },
};

/**
 * Every error leaves as the envelope. Known client errors keep a clear code and, for validation,
 * the names of the offending fields; anything else is logged and answered with code 500 and a
 * generic message, never internals.
 */
export const installErrorHandlers = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      const family: ErrorFamilyName = error.options.family ?? 'common';
      return reply.status(error.options.httpStatus ?? 200).send(
        failure(family, error.code, language, {
          message: error.options.message,
          data: error.options.data,
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = (issue.params as { keys?: unknown }).keys;
        const unknown = Array.isArray(keys) ? keys.map(String).join(',') : '';
        return {
          field: [path, unknown].filter(Boolean).join('.') || '(body)',
          message: issue.message ?? 'invalid',
        };
      });
      return reply.status(400).send(failure('common', '400', language, { data: { errors } }));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send(failure('common', known.code, language));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(failure('common', '429', language));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(400).send(failure('common', '400', language));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('common', '500', language));
  });
};
