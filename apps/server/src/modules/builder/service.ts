import {
  SAVED_RESUMES_MAX,
  type TCreateResumeRequest,
  type TGenerateContentRequest,
  type TGenerateContentResponse,
  type TLanguage,
  type TSavedResumeListResponse,
  type TSavedResumeResponse,
  type TSavedResumeUpdatedResponse,
  type TUpdateResumeRequest,
} from '@draftdesk/contract';
import type { ContentGenerator } from '../../adapters/ai/index.ts';
import type { Limits } from '../../adapters/limits/index.ts';
import type { AuthedCtx, Ctx } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { presentResume, presentResumeSummary } from './present.ts';
import type { ResumeOwner, ResumesRepo } from './repo.ts';

const MINUTE_MS = 60_000;

/**
 * POST /customer/generate-content: suggestions for one section of the resume. Visitors build resumes too (the
 * builder's page needs no sign-in), so they may ask as well: per address (the route's limit) and, signed in, per user.
 */
export async function generateContent(
  generator: ContentGenerator,
  limits: Limits,
  perUser: number,
  ctx: Ctx,
  body: TGenerateContentRequest,
  language: TLanguage,
): Promise<TGenerateContentResponse> {
  if (ctx.principal) {
    const { count } = await limits.counter('generate-user', MINUTE_MS).hit(`${ctx.siteId}:${ctx.principal.id}`);
    if (count > perUser) throw AppError.of('tooManyRequests', 429);
  }
  const data = await generator.generate({ key: body.key, role: body.role, experience: body.experience, language });
  return { status: true, data };
}

const ownerOf = (ctx: AuthedCtx): ResumeOwner => ({ siteId: ctx.siteId, userId: ctx.user.id });

export async function listResumes(repo: ResumesRepo, ctx: AuthedCtx): Promise<TSavedResumeListResponse> {
  return { status: true, resumes: (await repo.list(ownerOf(ctx))).map(presentResumeSummary) };
}

export async function getResume(repo: ResumesRepo, ctx: AuthedCtx, id: string): Promise<TSavedResumeResponse> {
  const row = await repo.find(ownerOf(ctx), id);
  if (!row) throw notFound();
  return { status: true, resume: presentResume(row) };
}

export async function createResume(repo: ResumesRepo, ctx: AuthedCtx, body: TCreateResumeRequest): Promise<TSavedResumeResponse> {
  const owner = ownerOf(ctx);
  // A soft cap (two requests at once may pass it by one): it keeps a runaway client from filling the database.
  if ((await repo.count(owner)) >= SAVED_RESUMES_MAX) throw new AppError(`You can keep at most ${SAVED_RESUMES_MAX} resumes. Delete one to save another.`, 409);
  return { status: true, resume: presentResume(await repo.insert(owner, body.title, body.data)) };
}

export async function updateResume(repo: ResumesRepo, ctx: AuthedCtx, id: string, body: TUpdateResumeRequest): Promise<TSavedResumeUpdatedResponse> {
  const row = await repo.update(ownerOf(ctx), id, { data: body.data, ...(body.title === undefined ? {} : { title: body.title }) });
  if (!row) throw notFound();
  return { status: true, resume: presentResumeSummary(row) };
}

export async function deleteResume(repo: ResumesRepo, ctx: AuthedCtx, id: string): Promise<{ status: true }> {
  if (!(await repo.remove(ownerOf(ctx), id))) throw notFound();
  return { status: true };
}
