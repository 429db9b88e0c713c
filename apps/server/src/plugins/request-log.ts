import type { FastifyInstance } from 'fastify';

/**
 * Issue 17 item 9: logs carry no secrets. Two guards at the root: pino's `redact` censors the fields that hold a
 * secret wherever a log call passes them, and the one line per request names its path with codes and tokens
 * replaced (a reset or auto-login code is the whole credential, and it travels in the URL).
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'code',
  'token',
  'apiKey',
  'api_key',
  'secret',
  'secretKey',
  'client_secret',
  'card_number',
  'cardNumber',
  'cookie',
  'authorization',
];

export const LOG_REDACT = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    'headers.cookie',
    'headers.authorization',
    'headers["set-cookie"]',
    // A bare `code` is an error's code (chat refusals log it); a request's code is under body, query or params.
    ...SECRET_FIELDS.flatMap((f) => [...(f === 'code' ? [] : [f]), `body.${f}`, `req.body.${f}`, `query.${f}`, `params.${f}`]),
  ],
  censor: '[redacted]',
};

/** The app's logger options with the redaction added (`true` means pino's defaults). */
export function withRedaction(logger: boolean | object | undefined): boolean | object {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), redact: LOG_REDACT };
}

/** Path segments that are the credential itself: the page and API links of reset and auto-login e-mails. */
const SECRET_SEGMENT = /(\/(?:reset-password|forgot-password-2|autologin)\/)[^/?#]+/gi;
/** Query parameters whose values are codes, tokens or keys. */
const SECRET_PARAM = /^(?:code|token|key|api_?key|secret|client_secret|password|session|sid|sig|signature|.*_token|.*_secret)$/i;

/** A request's URL fit for a log: codes in the path and secret query values replaced by their names. */
export function safePath(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(SECRET_SEGMENT, '$1:code');
  if (q < 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  const parts: string[] = [];
  for (const [name, value] of params) parts.push(`${encodeURIComponent(name)}=${SECRET_PARAM.test(name) ? '[redacted]' : encodeURIComponent(value)}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** One info line per request: method, path (safe), status, ms, request id (the child logger's reqId), site, client. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      {
        method: req.method,
        url: safePath(req.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        site: req.ctx?.siteId,
        ip: req.ip,
      },
      'request',
    );
    done();
  });
}
