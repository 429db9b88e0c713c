import { TASK_IDS, type TModuleKind, type TWriterService } from '@draftdesk/contract';

/** Where a module of a service leads in the writer and reviewer area (spec 02 §2), and the i18n key of its button. */
export interface ModuleLink {
  to: string;
  label: string;
}

const enc = encodeURIComponent;

export function moduleLink(orderId: string, serviceId: string, module: { id: string; kind: TModuleKind; done: boolean }, readOnly: boolean): ModuleLink {
  const order = enc(orderId);
  const service = enc(serviceId);
  switch (module.kind) {
    case 'previous_document':
      return { to: `/orders/previous-document/${service}/${order}`, label: 'writer.modules.previousDocument' };
    case 'revision_process':
      return { to: `/orders/revision-files/${service}/${order}`, label: readOnly ? 'writer.modules.viewDrafts' : 'writer.modules.drafts' };
    case 'final_document':
      return { to: `/orders/final-files/${service}/${order}`, label: readOnly ? 'writer.modules.viewFinal' : 'writer.modules.final' };
    case 'final_linkedin':
      return { to: `/orders/linkedin/${service}/${order}`, label: readOnly ? 'writer.modules.viewFinal' : 'writer.modules.final' };
    case 'additional_questionnaire':
      return { to: `/orders/additional_questionnaire/${order}/${service}`, label: readOnly ? 'writer.modules.viewFollowUp' : 'writer.modules.editFollowUp' };
    default:
      return { to: answersPath(orderId, module.id, serviceId), label: 'writer.modules.viewAnswers' };
  }
}

export function answersPath(orderId: string, questionnaireId: string, serviceId: string): string {
  return `/orders/questionnaire-answers/${enc(orderId)}/${enc(questionnaireId)}/${enc(serviceId)}`;
}

/** Follow-up questions answered: the customer's answers are kept under the module id. */
export function followUpAnswersPath(orderId: string, service: Pick<TWriterService, '_id'>): string {
  return answersPath(orderId, TASK_IDS.additionalQuestionnaire, service._id);
}
