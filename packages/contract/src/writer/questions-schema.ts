import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { QUESTION_TYPES, ZQuestionnaireAnswersResponse, ZQuestionnaireItem, type TQuestionnaireItem } from '../questionnaires/schema.ts';
import { isAnswerable } from '../questionnaires/rules.ts';
import { ZWriterOrderSummary } from './orders-schema.ts';

const ZObjectId = z.string().min(1).max(64);
export const MAX_QUESTION_ITEMS = 200;
/** The item types that offer a choice: they need options. */
export const CHOICE_TYPES: readonly string[] = ['select', 'radio', 'checkbox'];

/**
 * A question as the writer writes it (follow-up questions and templates):
 * the contract's item shape, with text required and options for the choice types.
 */
export const ZEditableQuestionItem = ZQuestionnaireItem.extend({
  type: z.enum(QUESTION_TYPES),
  text: z.string().trim().min(1, MESSAGES.fieldRequired).max(2_000),
  placeholder: z.string().max(500).optional(),
  options: z.array(z.string().trim().min(1, MESSAGES.fieldRequired).max(500)).max(50).optional(),
})
  .strict()
  .superRefine((item, ctx) => {
    if (CHOICE_TYPES.includes(item.type) && (item.options ?? []).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: MESSAGES.optionsRequired });
    }
  });
export const ZEditableQuestionItems = z.array(ZEditableQuestionItem).max(MAX_QUESTION_ITEMS);

/** Publishing needs at least one question the customer can answer. */
export function hasAnswerableItem(items: Pick<TQuestionnaireItem, 'type'>[]): boolean {
  return items.some(isAnswerable);
}

// ---- Follow-up questions of one service of an order

export const ZFollowupParams = z.object({ id: ZObjectId, service: ZObjectId }).strict();
export type TFollowupParams = z.infer<typeof ZFollowupParams>;

export const ZFollowup = z.object({
  serviceId: z.string(),
  serviceName: z.string(),
  /** The items being edited. */
  draft_data: z.array(ZQuestionnaireItem),
  /** What the customer sees; null until published. */
  publishedItems: z.array(ZQuestionnaireItem).nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  state: z.enum(['not-submitted', 'awaiting-user', 'answered']),
});
export type TFollowup = z.infer<typeof ZFollowup>;

/** GET /api/writer/orders/{id}/additional_questionnaire/{service}, and the answer of every write to it. */
export const ZFollowupResponse = z.object({ status: z.boolean(), message: z.string().optional(), orderData: ZWriterOrderSummary, data: ZFollowup });
export type TFollowupResponse = z.infer<typeof ZFollowupResponse>;

/** POST /api/writer/orders/{id}/additional_questionnaire/{service}: saves the draft items. */
export const ZFollowupSaveRequest = z.object({ id: ZObjectId, service: ZObjectId, data: ZEditableQuestionItems }).strict();
export type TFollowupSaveRequest = z.infer<typeof ZFollowupSaveRequest>;

/** POST /api/writer/orders/{id}/additional_questionnaire/copy/{service}: replaces the draft with a published template's items. */
export const ZFollowupCopyRequest = z.object({ template: ZObjectId }).strict();
export type TFollowupCopyRequest = z.infer<typeof ZFollowupCopyRequest>;

/** GET /api/writer/questionnaires-answers/{id}/{questionnaire_id}/{service?} */
export const ZWriterAnswersParams = z.object({ id: ZObjectId, questionnaire_id: ZObjectId, service: ZObjectId.optional() }).strict();
export type TWriterAnswersParams = z.infer<typeof ZWriterAnswersParams>;
export const ZWriterAnswersResponse = ZQuestionnaireAnswersResponse.extend({ orderData: ZWriterOrderSummary });
export type TWriterAnswersResponse = z.infer<typeof ZWriterAnswersResponse>;

// ---- Questionnaire templates (writer-owned, per site)

export const TEMPLATE_STATES = ['draft', 'published'] as const;
const ZTemplateName = z.string({ error: MESSAGES.templateNameRequired }).trim().min(1, MESSAGES.templateNameRequired).max(200);

export const ZTemplateSummary = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(TEMPLATE_STATES),
  /** Items of the published version (of the draft while never published). */
  questionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type TTemplateSummary = z.infer<typeof ZTemplateSummary>;

export const ZTemplate = ZTemplateSummary.extend({
  draft_data: z.array(ZQuestionnaireItem),
  /** The published items; null until published. */
  data: z.array(ZQuestionnaireItem).nullable(),
});
export type TTemplate = z.infer<typeof ZTemplate>;

/** GET /api/writer/questionnaire-template: the writer's templates, newest first. */
export const ZTemplatesResponse = z.object({ status: z.boolean(), templates: z.array(ZTemplateSummary) });
export type TTemplatesResponse = z.infer<typeof ZTemplatesResponse>;

/** POST /api/writer/questionnaire-template/create */
export const ZTemplateCreateRequest = z.object({ name: ZTemplateName }).strict();
export type TTemplateCreateRequest = z.infer<typeof ZTemplateCreateRequest>;
export const ZTemplateCreateResponse = z.object({ status: z.boolean(), message: z.string(), template: ZTemplateSummary });

export const ZTemplateKeyParams = z.object({ key: ZObjectId }).strict();
/** GET /api/writer/questionnaire-template/get/{key}, and the answer of the writes below. */
export const ZTemplateResponse = z.object({ status: z.boolean(), message: z.string().optional(), template: ZTemplate });
export type TTemplateResponse = z.infer<typeof ZTemplateResponse>;

/** POST /api/writer/questionnaire-template/template: saves the draft items. */
export const ZTemplateSaveRequest = z.object({ key: ZObjectId, data: ZEditableQuestionItems }).strict();
export type TTemplateSaveRequest = z.infer<typeof ZTemplateSaveRequest>;

/** POST /api/writer/questionnaire-template/publish: the draft items (and name) become the published version. */
export const ZTemplatePublishRequest = z.object({ key: ZObjectId, name: ZTemplateName }).strict();
export type TTemplatePublishRequest = z.infer<typeof ZTemplatePublishRequest>;
