import { PLEASE_TRY_AGAIN_LATER, TIMEOUT_TEXT } from '@draftdesk/contract';

/**
 * A failed call: `code` is the key of the server's text in messages.ts (what the app translates by),
 * `message` the text itself (DESIGN §3 extraction order), `fieldCodes` each invalid field's key.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string> | undefined;
  readonly fieldCodes: Record<string, string> | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown, errors?: Record<string, string>, code?: string, fieldCodes?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.errors = errors;
    this.code = code;
    this.fieldCodes = fieldCodes;
  }

  /** No response at all (network failure or our own timeout). */
  get isTimeout(): boolean {
    return this.status === 0;
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  const record = asRecord(value);
  if (record) {
    if (typeof record.message === 'string') return record.message.trim();
    return Object.values(record).map(textOf).filter(Boolean).join(' ');
  }
  return '';
}

/** Field -> text map of a validation failure, when the body carries one. */
export function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  const errors = asRecord(asRecord(body)?.errors);
  if (!errors) return undefined;
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const text = textOf(value);
    if (text) out[field] = text;
  }
  return Object.keys(out).length ? out : undefined;
}

/** DESIGN §3: message, else error, else errors, else 'Please Try Again Later!'. */
export function errorMessageOf(body: unknown): string {
  const record = asRecord(body);
  if (record) {
    for (const field of ['message', 'error', 'errors'] as const) {
      const text = textOf(record[field]);
      if (text) return text;
    }
  }
  if (typeof body === 'string' && body.trim() && body.length < 300 && !body.trim().startsWith('<')) return body.trim();
  return PLEASE_TRY_AGAIN_LATER;
}

/** The error body's `code`; a body without one (a proxy's page, an empty answer) counts as 'pleaseTryAgainLater' when nothing else is said. */
export function errorCodeOf(body: unknown): string | undefined {
  const code = asRecord(body)?.code;
  if (typeof code === 'string' && code) return code;
  return errorMessageOf(body) === PLEASE_TRY_AGAIN_LATER ? 'pleaseTryAgainLater' : undefined;
}

/** Field -> key map of a validation failure. */
export function fieldCodesOf(body: unknown): Record<string, string> | undefined {
  const codes = asRecord(asRecord(body)?.fieldCodes);
  if (!codes) return undefined;
  const out = Object.fromEntries(Object.entries(codes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return Object.keys(out).length ? out : undefined;
}

export function toApiError(status: number, body: unknown): ApiError {
  return new ApiError(status, errorMessageOf(body), body, fieldErrorsOf(body), errorCodeOf(body), fieldCodesOf(body));
}

export function timeoutError(): ApiError {
  return new ApiError(0, TIMEOUT_TEXT, undefined, undefined, 'timeout');
}
