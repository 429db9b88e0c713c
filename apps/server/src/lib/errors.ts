import { MESSAGES, type MessageKey } from '@draftdesk/contract';

/** A failure the client should see: its text, HTTP status and optional field errors. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  static of(key: MessageKey, statusCode: number, errors?: Record<string, string>): AppError {
    return new AppError(MESSAGES[key], statusCode, errors);
  }
}

export const notFound = () => AppError.of('notFound', 404);
export const forbidden = () => AppError.of('forbidden', 403);
