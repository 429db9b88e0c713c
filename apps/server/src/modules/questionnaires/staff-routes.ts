import type { FastifyInstance } from 'fastify';
import {
  ZFollowupCopyRequest,
  ZFollowupParams,
  ZFollowupSaveRequest,
  ZTemplateCreateRequest,
  ZTemplateKeyParams,
  ZTemplatePublishRequest,
  ZTemplateSaveRequest,
  ZWriterAnswersParams,
  type TFollowupCopyRequest,
  type TFollowupParams,
  type TFollowupSaveRequest,
  type TTemplateCreateRequest,
  type TTemplatePublishRequest,
  type TTemplateSaveRequest,
  type TWriterAnswersParams,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { STAFF_READERS } from '../orders/policy.ts';
import { copyTemplate, getAnswersForWriter, getFollowup, publishFollowup, saveFollowup } from './followups-service.ts';
import { createTemplate, getTemplate, listTemplates, publishTemplate, saveTemplate } from './templates-service.ts';

type FollowupRoute = { Params: TFollowupParams };

/** Answers, follow-up questions and templates. Reviewers and admins read; only writers write. */
export function staffQuestionnaireRoutes(app: FastifyInstance, deps: Deps) {
  const read = guarded(app, deps.sessions.require(...STAFF_READERS));
  const write = guarded(app, deps.sessions.require('writer'));

  read.get<{ Params: TWriterAnswersParams }>(
    '/api/writer/questionnaires-answers/:id/:questionnaire_id/:service?',
    { schema: { params: ZWriterAnswersParams } },
    (req, ctx) => getAnswersForWriter(deps, ctx, req.params),
  );

  const followup = '/api/writer/orders/:id/additional_questionnaire';
  read.get<FollowupRoute>(`${followup}/:service`, { schema: { params: ZFollowupParams } }, (req, ctx) => getFollowup(deps, ctx, req.params));
  write.post<FollowupRoute & { Body: TFollowupSaveRequest }>(
    `${followup}/:service`,
    { schema: { params: ZFollowupParams, body: ZFollowupSaveRequest } },
    (req, ctx) => saveFollowup(deps, ctx, req.params, req.body),
  );
  write.post<FollowupRoute>(`${followup}/publish/:service`, { schema: { params: ZFollowupParams } }, (req, ctx) => publishFollowup(deps, ctx, req.params));
  write.post<FollowupRoute & { Body: TFollowupCopyRequest }>(
    `${followup}/copy/:service`,
    { schema: { params: ZFollowupParams, body: ZFollowupCopyRequest } },
    (req, ctx) => copyTemplate(deps, ctx, req.params, req.body),
  );

  const template = '/api/writer/questionnaire-template';
  write.get(template, {}, (req, ctx) => listTemplates(deps, ctx));
  write.post<{ Body: TTemplateCreateRequest }>(`${template}/create`, { schema: { body: ZTemplateCreateRequest } }, (req, ctx) =>
    createTemplate(deps, ctx, req.body),
  );
  read.get<{ Params: { key: string } }>(`${template}/get/:key`, { schema: { params: ZTemplateKeyParams } }, (req, ctx) =>
    getTemplate(deps, ctx, req.params.key),
  );
  write.post<{ Body: TTemplateSaveRequest }>(`${template}/template`, { schema: { body: ZTemplateSaveRequest } }, (req, ctx) =>
    saveTemplate(deps, ctx, req.body),
  );
  write.post<{ Body: TTemplatePublishRequest }>(`${template}/publish`, { schema: { body: ZTemplatePublishRequest } }, (req, ctx) =>
    publishTemplate(deps, ctx, req.body),
  );
}
