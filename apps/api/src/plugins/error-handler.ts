import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@washday/core';
import { AppError } from '../lib/errors.js';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Turns `/services/0/quantity` in `body` into `services.0.quantity`. */
function fieldOf(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return [path, missing].filter(Boolean).join('.') || '(root)';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: Omit<ApiError, 'success' | 'requestId'>) =>
      reply
        .status(status)
        .type('application/json')
        .send({ success: false, ...body, requestId: request.id } satisfies ApiError);

    if (error instanceof AppError) {
      if (error.options.headers) void reply.headers(error.options.headers);
      return send(error.statusCode, {
        error: error.options.code ?? 'ERROR',
        message: error.message,
        ...(error.options.field ? { field: error.options.field } : {}),
        ...error.options.extra,
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'request';
      const details = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, issue.params),
        message: issue.message ?? 'Invalid value',
      }));
      const first = details[0] ?? { field: '(root)', message: 'Invalid value' };
      // Our schemas carry messages written for people; zod's generic ones need the field for context.
      const generic =
        /^(Invalid (input|option|string|type|UUID|uuid|email|url|URL|value)|Too (small|big)|Unrecognized|Expected)/.test(
          first.message,
        );
      return send(400, {
        error: 'VALIDATION_ERROR',
        message: generic ? `Invalid ${context} field '${first.field}': ${first.message}` : first.message,
        field: first.field,
        details,
      });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(500, { error: 'INTERNAL_ERROR', message: GENERIC_MESSAGE });
    }

    // Fastify's own client errors: malformed JSON, body too large, wrong content type, ...
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const messages: Record<string, string> = {
        FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
        FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
      };
      const message =
        messages[error.code] ??
        (error.code === undefined && error instanceof SyntaxError ? 'Request body is not valid JSON' : error.message);
      return send(status, { error: error.code ?? 'BAD_REQUEST', message });
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(500, { error: 'INTERNAL_ERROR', message: GENERIC_MESSAGE });
  });
}
