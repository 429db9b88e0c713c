import type { FastifyRequest } from 'fastify';
import { BUILDER_CHECK_MAX_BYTES, type TBuilderCheckResponse, type TCritiqueReport } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { mailLanguage } from '../../adapters/mail/i18n.ts';
import { unreadableReport } from '../critiques/jobs.ts';
import { CritiqueRunError } from '../critiques/pool.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { COUNTRY_BY_CURRENCY } from '../critiques/service.ts';
import { presentCheck } from './present.ts';

/** A builder resume is one page; a few more are read so an overflowing one is still judged (and its pages counted). */
const MAX_PAGES = 3;

/** Reads the one PDF of the multipart body into memory (it is at most BUILDER_CHECK_MAX_BYTES, and never stored). */
async function receivePdf(req: FastifyRequest): Promise<Uint8Array> {
  let bytes: Uint8Array | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: BUILDER_CHECK_MAX_BYTES, files: 1, fields: 5, parts: 6 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || bytes) throw AppError.of('uploadMalformed', 400);
      // A copy that owns its memory: the worker pool transfers it to the engine's thread.
      bytes = Uint8Array.from(await part.toBuffer());
    }
  } catch (err) {
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode === 413) throw err;
    throw AppError.of('uploadMalformed', 400);
  }
  if (!bytes) throw AppError.of('fileMissing', 400);
  // Sniffed, not trusted from the part's type: a PDF starts with its header (some writers put a few bytes before it).
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw AppError.of('fileTypeNotAllowed', 415);
  return bytes;
}

/** POST /api/builder/check: the builder's PDF through the review engine, in its worker pool; nothing is stored. */
export async function checkResume(deps: Deps, req: FastifyRequest): Promise<TBuilderCheckResponse> {
  const bytes = await receivePdf(req);
  const opts = {
    defaultCountry: COUNTRY_BY_CURRENCY[req.ctx.site.currency] ?? 'US',
    language: requestLanguage(req.headers['accept-language']) ?? mailLanguage(null, req.ctx.site),
  };
  let report: TCritiqueReport;
  try {
    report = await deps.critiquePool.run({ bytes, kind: 'pdf', maxPages: MAX_PAGES, ...opts });
  } catch (err) {
    if (!(err instanceof CritiqueRunError)) throw err;
    report = unreadableReport(err.reason === 'timeout' ? 'timeout' : 'damaged', opts);
  }
  return { status: true, data: presentCheck(report) };
}
