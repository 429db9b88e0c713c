import { z } from 'zod';

/** One question of a feedback survey: a 1-5 star rating or a free comment. */
export const ZSurveyQuestion = z.object({
  id: z.string(),
  type: z.enum(['rating', 'text', 'textarea']),
  text: z.string(),
  required: z.boolean().optional(),
  /** Rating scale; 1 and 5 when absent. */
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});
export type TSurveyQuestion = z.infer<typeof ZSurveyQuestion>;

/** The survey of a package, frozen into the order at purchase (order.package.surveyDetails). */
export const ZSurveyDetails = z.object({
  _id: z.string(),
  title: z.string(),
  questions: z.array(ZSurveyQuestion).default([]),
});
export type TSurveyDetails = z.infer<typeof ZSurveyDetails>;

/** Answers keyed by question id: a number for a rating, text otherwise. */
export const ZSurveyAnswers = z.record(z.string().min(1).max(64), z.union([z.number(), z.string().max(5_000)]));
export type TSurveyAnswers = z.infer<typeof ZSurveyAnswers>;

export const ZSurveyParams = z.object({ orderId: z.string().min(1).max(64), surveyId: z.string().min(1).max(64) }).strict();

/** GET /api/orders/{orderId}/survey/{surveyId} */
export const ZSurveyResponse = z.object({
  status: z.boolean(),
  survey: ZSurveyDetails,
  /** Answers are accepted once the order is completed (statusPercentage 100). */
  orderCompleted: z.boolean(),
  surveySubmitted: z.boolean(),
  /** The stored answers once given, else null. */
  answers: ZSurveyAnswers.nullable(),
});
export type TSurveyResponse = z.infer<typeof ZSurveyResponse>;

/** POST /api/orders/{orderId}/{surveyId}/feedback-confirmation */
export const ZFeedbackConfirmationRequest = z.object({ survey: ZSurveyAnswers }).strict();
export type TFeedbackConfirmationRequest = z.infer<typeof ZFeedbackConfirmationRequest>;
export const ZFeedbackConfirmationResponse = z.object({ status: z.boolean(), message: z.string() });

/** PATCH /api/orders/{id}/save-feedback */
export const ZSaveFeedbackRequest = z.object({ status: z.boolean() }).strict();
export const ZSaveFeedbackResponse = z.object({ status: z.boolean(), surveySubmitted: z.boolean() });
