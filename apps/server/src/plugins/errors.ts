import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES, messageKeyOf, type MessageKey } from '@draftdesk/contract';
import type { ZodError, ZodType } from 'zod';
import { AppError, codeForStatus, fieldCodesOf } from '../lib/errors.ts';

/** A request that failed its contract schema; the handler below turns it into 400 {code, message, errors, fieldCodes}. */
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
        for (const k of issue.keys) errors[k] ??= MESSAGES.fieldNotAllowed;
      } else errors[key] ??= issue.message;
    }
    return errors;
  }

  /** Each field's key: the schema's own contract text, else what zod found (missing, or not valid). */
  get fieldCodes(): Record<string, MessageKey> {
    const codes: Record<string, MessageKey> = {};
    for (const issue of this.zodError.issues) {
      const key = issue.path.join('.') || '_';
      if (issue.code === 'unrecognized_keys') {
        for (const k of issue.keys) codes[k] ??= 'fieldNotAllowed';
      } else {
        const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
        codes[key] ??= messageKeyOf(issue.message) ?? (missing ? 'fieldRequired' : 'fieldInvalid');
      }
    }
    return codes;
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
      return reply.status(400).send({ code: 'validationFailed', message: err.message, errors: err.fieldErrors, fieldCodes: err.fieldCodes, requestId });
    }
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send({ ...err.extra, code: err.code, message: err.message, errors: err.errors, fieldCodes: fieldCodesOf(err.errors), requestId });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ code: 'tooManyRequests', message: MESSAGES.tooManyRequests, requestId });
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? MESSAGES.fileTooLarge
          : status === 415
            ? MESSAGES.fileTypeNotAllowed
            : err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || status === 400
              ? MESSAGES.validationFailed
              : err.message;
      return reply.status(status).send({ code: messageKeyOf(message) ?? codeForStatus(status), message, requestId });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 'internalError', message: MESSAGES.internalError, requestId });
  });
}
