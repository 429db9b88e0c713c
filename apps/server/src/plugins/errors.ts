import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '@draftdesk/contract';
import type { ZodError, ZodType } from 'zod';
import { AppError } from '../lib/errors.ts';

/** A request that failed its contract schema; the handler below turns it into 400 {message, errors}. */
export class RequestValidationError extends Error {
  statusCode = 400;
  constructor(readonly zodError: ZodError) {
    super(MESSAGES.validationFailed);
  }
  get fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const issue of this.zodError.issues) {
      const key = issue.path.join('.') || '_';
      if (issue.code === 'unrecognized_keys') {
        for (const k of issue.keys) errors[k] ??= 'This field is not allowed.';
      } else errors[key] ??= issue.message;
    }
    return errors;
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  // Route schemas are the contract's zod schemas.
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error) };
  });

  app.setErrorHandler((err: FastifyError | AppError | RequestValidationError, req, reply) => {
    const requestId = req.id;
    if (err instanceof RequestValidationError) {
      return reply.status(400).send({ message: err.message, errors: err.fieldErrors, requestId });
    }
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ ...err.extra, message: err.message, errors: err.errors, requestId });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: MESSAGES.tooManyRequests, requestId });
    if (status >= 400 && status < 500) {
      const message =
        status === 413 ? MESSAGES.fileTooLarge : status === 415 ? MESSAGES.fileTypeNotAllowed : (err as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || status === 400 ? MESSAGES.validationFailed : err.message;
      return reply.status(status).send({ message, requestId });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.internalError, requestId });
  });
}
