import { z } from 'zod';

/** Spec 01 §3: the item types a questionnaire is made of. */
export const QUESTION_TYPES = ['section', 'paragraph', 'text', 'textarea', 'email', 'date', 'select', 'radio', 'checkbox'] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];
/** Items that only show text: they take no answer. */
export const DISPLAY_ONLY_TYPES: readonly TQuestionType[] = ['section', 'paragraph'];

export const ZQuestionnaireItem = z.object({
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  placeholder: z.string().optional(),
  required: z.boolean().optional(),
  options: z.array(z.string()).optional(),
});
export type TQuestionnaireItem = z.infer<typeof ZQuestionnaireItem>;

export const ZQuestionnaire = z.object({
  _id: z.string(),
  name: z.string(),
  items: z.array(ZQuestionnaireItem),
});
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;

/**
 * One answer: text for text-like items (dates as YYYY-MM-DD), the chosen
 * option for select and radio, the chosen options for a checkbox with
 * options, true/false for a single checkbox without options.
 */
export const ZAnswerValue = z.union([z.string().max(20_000), z.array(z.string().max(1_000)).max(100), z.boolean()]);
export type TAnswerValue = z.infer<typeof ZAnswerValue>;

/** Answers keyed by the item's index in `items` ("0", "1", ...); display-only items have none. */
export const ZQuestionnaireAnswers = z.record(z.string().regex(/^\d{1,4}$/, 'Answers are keyed by item index'), ZAnswerValue);
export type TQuestionnaireAnswers = z.infer<typeof ZQuestionnaireAnswers>;

/** Path of GET /api/questionnaires/{id}/{qid}/{service?} and /api/questionnaires-answers/... */
export const ZQuestionnaireParams = z
  .object({ id: z.string().min(1).max(64), qid: z.string().min(1).max(64), service: z.string().min(1).max(64).optional() })
  .strict();
export type TQuestionnaireParams = z.infer<typeof ZQuestionnaireParams>;

/** GET /api/questionnaires/{id}/{qid}/{service?}: the definition and any submitted answers. */
export const ZQuestionnaireResponse = z.object({
  status: z.boolean(),
  questionnaire: ZQuestionnaire,
  /** The service the questionnaire belongs to in this order (resolved when the path has none). */
  serviceId: z.string(),
  serviceName: z.string(),
  completed: z.boolean(),
  answers: ZQuestionnaireAnswers.nullable(),
});
export type TQuestionnaireResponse = z.infer<typeof ZQuestionnaireResponse>;

export const ZAnswerRow = z.object({ question: z.string(), answer: z.string() });
export const ZAnswerSection = z.object({ title: z.string(), items: z.array(ZAnswerRow) });
export type TAnswerSection = z.infer<typeof ZAnswerSection>;

/** GET /api/questionnaires-answers/{id}/{qid}/{service?}: answers grouped by section; data null before submission. */
export const ZQuestionnaireAnswersResponse = z.object({
  status: z.boolean(),
  data: z
    .object({
      questionnaire_id: z.string(),
      name: z.string(),
      serviceId: z.string(),
      submittedAt: z.string(),
      sections: z.array(ZAnswerSection),
    })
    .nullable(),
});
export type TQuestionnaireAnswersResponse = z.infer<typeof ZQuestionnaireAnswersResponse>;
