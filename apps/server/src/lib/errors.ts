import { MESSAGES, messageKeyOf, type MessageKey } from '@draftdesk/contract';

/** The key a failure without a contract text of its own is known by. */
export function codeForStatus(statusCode: number): MessageKey {
  if (statusCode >= 500) return 'internalError';
  const byStatus: Record<number, MessageKey> = {
    400: 'validationFailed',
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'notFound',
    413: 'fileTooLarge',
    415: 'fileTypeNotAllowed',
    429: 'tooManyRequests',
  };
  return byStatus[statusCode] ?? 'pleaseTryAgainLater';
}

/** Each field's key, beside each field's text: a text outside the contract counts as 'fieldInvalid'. */
export function fieldCodesOf(errors: Record<string, string> | undefined): Record<string, MessageKey> | undefined {
  if (!errors) return undefined;
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, messageKeyOf(text) ?? 'fieldInvalid']));
}

/** A failure the client should see: its key (`code`), text, HTTP status and optional field errors. */
export class AppError extends Error {
  readonly code: MessageKey;
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.code = messageKeyOf(message) ?? codeForStatus(statusCode);
  }

  static of(key: MessageKey, statusCode: number, errors?: Record<string, string>): AppError {
    return new AppError(MESSAGES[key], statusCode, errors);
  }
}

export const notFound = () => AppError.of('notFound', 404);
export const forbidden = () => AppError.of('forbidden', 403);
