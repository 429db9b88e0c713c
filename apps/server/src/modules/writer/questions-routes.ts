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
  ZWriterProfile,
  type TFollowupCopyRequest,
  type TFollowupParams,
  type TFollowupSaveRequest,
  type TTemplateCreateRequest,
  type TTemplatePublishRequest,
  type TTemplateSaveRequest,
  type TWriterAnswersParams,
  type TWriterProfile,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { authed } from '../../plugins/session.ts';
import { STAFF_READERS } from './policy.ts';
import { updateWriterProfile } from './profile-service.ts';
import { copyTemplate, getAnswersForWriter, getFollowup, publishFollowup, saveFollowup } from './questions-service.ts';
import { createTemplate, getTemplate, listTemplates, publishTemplate, saveTemplate } from './templates-service.ts';

type FollowupRoute = { Params: TFollowupParams };

/** Answers, follow-up questions, templates and the writer profile. Reviewers and admins read; only writers write. */
export function writerQuestionRoutes(app: FastifyInstance, deps: Deps) {
  const read = deps.sessions.require(...STAFF_READERS);
  const write = deps.sessions.require('writer');

  app.get<{ Params: TWriterAnswersParams }>(
    '/api/writer/questionnaires-answers/:id/:questionnaire_id/:service?',
    { onRequest: read, schema: { params: ZWriterAnswersParams } },
    (req) => getAnswersForWriter(deps, authed(req), req.params),
  );

  const followup = '/api/writer/orders/:id/additional_questionnaire';
  app.get<FollowupRoute>(`${followup}/:service`, { onRequest: read, schema: { params: ZFollowupParams } }, (req) => getFollowup(deps, authed(req), req.params));
  app.post<FollowupRoute & { Body: TFollowupSaveRequest }>(
    `${followup}/:service`,
    { onRequest: write, schema: { params: ZFollowupParams, body: ZFollowupSaveRequest } },
    (req) => saveFollowup(deps, authed(req), req.params, req.body),
  );
  app.post<FollowupRoute>(`${followup}/publish/:service`, { onRequest: write, schema: { params: ZFollowupParams } }, (req) =>
    publishFollowup(deps, authed(req), req.params),
  );
  app.post<FollowupRoute & { Body: TFollowupCopyRequest }>(
    `${followup}/copy/:service`,
    { onRequest: write, schema: { params: ZFollowupParams, body: ZFollowupCopyRequest } },
    (req) => copyTemplate(deps, authed(req), req.params, req.body),
  );

  const template = '/api/writer/questionnaire-template';
  app.get(template, { onRequest: write }, (req) => listTemplates(deps, authed(req)));
  app.post<{ Body: TTemplateCreateRequest }>(`${template}/create`, { onRequest: write, schema: { body: ZTemplateCreateRequest } }, (req) =>
    createTemplate(deps, authed(req), req.body),
  );
  app.get<{ Params: { key: string } }>(`${template}/get/:key`, { onRequest: read, schema: { params: ZTemplateKeyParams } }, (req) =>
    getTemplate(deps, authed(req), req.params.key),
  );
  app.post<{ Body: TTemplateSaveRequest }>(`${template}/template`, { onRequest: write, schema: { body: ZTemplateSaveRequest } }, (req) =>
    saveTemplate(deps, authed(req), req.body),
  );
  app.post<{ Body: TTemplatePublishRequest }>(`${template}/publish`, { onRequest: write, schema: { body: ZTemplatePublishRequest } }, (req) =>
    publishTemplate(deps, authed(req), req.body),
  );

  app.post<{ Body: TWriterProfile }>('/api/writer/profile', { onRequest: write, schema: { body: ZWriterProfile } }, (req) =>
    updateWriterProfile(deps, authed(req), req.body),
  );
}
