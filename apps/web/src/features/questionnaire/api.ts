import type { TCompleteTaskRequest, TCompleteTaskResponse, TQuestionnaireAnswersResponse, TQuestionnaireResponse } from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { CUSTOMER_ORDERS_PREFIX, queryKeys } from '../../lib/query.ts';

/** The path of a questionnaire: order, questionnaire id ('additional_questionnaire' for the follow-up questions), service. */
export interface QuestionnaireRef {
  orderId: string;
  qid: string;
  service?: string;
}

const suffix = ({ orderId, qid, service }: QuestionnaireRef) => [orderId, qid, ...(service ? [service] : [])].map(encodeURIComponent).join('/');

/** GET /api/questionnaires/{id}/{qid}/{service?}: the items, and the answers once submitted. */
export function useQuestionnaire(ref: QuestionnaireRef) {
  return useQuery({
    queryKey: queryKeys.questionnaire(ref.orderId, ref.qid, ref.service ?? ''),
    queryFn: ({ signal }) => api.get<TQuestionnaireResponse>(`/api/questionnaires/${suffix(ref)}`, { signal }).then(requireStatus),
  });
}

/** GET /api/questionnaires-answers/{id}/{qid}/{service?}: the answers grouped by section; data null before submission. */
export function useQuestionnaireAnswers(ref: QuestionnaireRef) {
  return useQuery({
    queryKey: queryKeys.questionnaireAnswers(ref.orderId, ref.qid, ref.service ?? ''),
    queryFn: ({ signal }) => api.get<TQuestionnaireAnswersResponse>(`/api/questionnaires-answers/${suffix(ref)}`, { signal }).then(requireStatus),
  });
}

/** POST /api/customer/orders/{id}/complete_task: submits a questionnaire's answers (keyed by item index). */
export function useCompleteTask(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompleteTaskRequest) =>
      api.post<TCompleteTaskResponse>(`/api/customer/orders/${encodeURIComponent(orderId)}/complete_task`, body).then(requireStatus),
    onSuccess: () => client.invalidateQueries({ queryKey: CUSTOMER_ORDERS_PREFIX }),
  });
}
