import {
  MESSAGES,
  hasAnswerableItem,
  type TTemplate,
  type TTemplateCreateRequest,
  type TTemplatePublishRequest,
  type TTemplateResponse,
  type TTemplateSaveRequest,
  type TTemplateSummary,
  type TTemplatesResponse,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { questionsRepo, type TemplateRow } from './repo.ts';

function presentSummary(t: TemplateRow): TTemplateSummary {
  return {
    _id: t.id,
    name: t.name,
    status: t.status,
    questionCount: (t.publishedItems ?? t.draftItems).length,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    publishedAt: t.publishedAt ? t.publishedAt.toISOString() : null,
  };
}

function presentTemplate(t: TemplateRow): TTemplate {
  return { ...presentSummary(t), draft_data: t.draftItems, data: t.publishedItems };
}

/** Writers work on their own templates; reviewers may read any template of the site. */
const readerScope = (ctx: AuthedCtx) => (ctx.user.role === 'writer' ? ctx.user.id : null);

/** GET /api/writer/questionnaire-template: the writer's templates, newest first. */
export async function listTemplates(deps: Deps, ctx: AuthedCtx): Promise<TTemplatesResponse> {
  const rows = await questionsRepo(deps.db).listTemplates(ctx.siteId, ctx.user.id);
  return { status: true, templates: rows.map(presentSummary) };
}

/** POST /api/writer/questionnaire-template/create: a new draft template with no questions. */
export async function createTemplate(deps: Deps, ctx: AuthedCtx, body: TTemplateCreateRequest) {
  const row = await questionsRepo(deps.db).createTemplate(ctx.siteId, ctx.user.id, body.name);
  return { status: true, message: MESSAGES.templateCreated, template: presentSummary(row) };
}

/** GET /api/writer/questionnaire-template/get/{key} */
export async function getTemplate(deps: Deps, ctx: AuthedCtx, key: string): Promise<TTemplateResponse> {
  const row = await questionsRepo(deps.db).findTemplate(ctx.siteId, readerScope(ctx), key);
  if (!row) throw AppError.of('templateNotFound', 404);
  return { status: true, template: presentTemplate(row) };
}

/** POST /api/writer/questionnaire-template/template: saves the draft; a published version stays as it is until published again. */
export async function saveTemplate(deps: Deps, ctx: AuthedCtx, body: TTemplateSaveRequest): Promise<TTemplateResponse> {
  const row = await questionsRepo(deps.db).updateTemplate(ctx.siteId, ctx.user.id, body.key, { draftItems: body.data });
  if (!row) throw AppError.of('templateNotFound', 404);
  return { status: true, message: MESSAGES.templateSaved, template: presentTemplate(row) };
}

/** POST /api/writer/questionnaire-template/publish: draft -> published, with at least one question to answer. */
export async function publishTemplate(deps: Deps, ctx: AuthedCtx, body: TTemplatePublishRequest): Promise<TTemplateResponse> {
  const repo = questionsRepo(deps.db);
  const current = await repo.findTemplate(ctx.siteId, ctx.user.id, body.key);
  if (!current) throw AppError.of('templateNotFound', 404);
  if (!hasAnswerableItem(current.draftItems)) throw AppError.of('followupEmpty', 400);
  const row = (await repo.updateTemplate(ctx.siteId, ctx.user.id, body.key, {
    name: body.name,
    status: 'published',
    publishedItems: current.draftItems,
    publishedAt: new Date(),
  }))!;
  return { status: true, message: MESSAGES.published, template: presentTemplate(row) };
}
