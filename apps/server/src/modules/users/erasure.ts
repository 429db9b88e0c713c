import {
  ERASED_CUSTOMER_NAME,
  type TFileRef,
  type TNotificationParams,
  type TQuestionnaireAnswers,
  type TRevisionFiles,
  type TSurveyAnswers,
} from '@draftdesk/contract';

// What an erased customer's rows hold instead of their words and files (docs/decisions.md, "A customer's data").

/** Replaces free text the customer wrote, and their conversation with their writer. */
export const ERASED_TEXT = '[erased]';

/** The name a deleted file's reference keeps: the rows that listed it still say a file was there. */
export const ERASED_FILE_NAME = 'erased-file';

/** A 1x1 transparent PNG: contract_signatures.signature_png cannot be empty, and stays embeddable in a PDF. */
export const ERASED_SIGNATURE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export const erasedRef = (ref: TFileRef): TFileRef => ({ ...ref, originalname: ERASED_FILE_NAME });
export const erasedRefOrNull = (ref: TFileRef | null): TFileRef | null => (ref ? erasedRef(ref) : null);

/** A draft's files as deleted references; the writer's notes to the customer go with the draft. */
export function erasedRevisionFiles(data: TRevisionFiles): TRevisionFiles {
  return {
    dataPdf: erasedRefOrNull(data.dataPdf),
    dataWord: erasedRefOrNull(data.dataWord),
    dataOther: erasedRefOrNull(data.dataOther),
    additionalFiles: data.additionalFiles.map(erasedRef),
    notes: '',
  };
}

/** Questionnaire answers: texts replaced, chosen options dropped; a yes/no stays (it says nothing about the person). */
export function erasedAnswers(answers: TQuestionnaireAnswers): TQuestionnaireAnswers {
  return Object.fromEntries(
    Object.entries(answers).map(([index, value]) => [index, typeof value === 'string' ? ERASED_TEXT : Array.isArray(value) ? [] : value]),
  );
}

/** Survey answers: comments replaced, ratings kept (the reports' average counts them). */
export function erasedSurveyAnswers(answers: TSurveyAnswers): TSurveyAnswers {
  return Object.fromEntries(Object.entries(answers).map(([id, value]) => [id, typeof value === 'number' ? value : ERASED_TEXT]));
}

/** An order event's data without where the customer acted from (contract_signed keeps the IP and browser). */
export function withoutClientDetails(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'ip' && key !== 'userAgent'));
}

export interface NotificationData {
  senderImg: string;
  senderName: string;
  senderPrefName: string;
  action: string;
  params?: TNotificationParams;
}

/** A notification the customer's action sent someone else, told again with the placeholder for their name. */
export function erasedSender(data: NotificationData, contant: string, customerName: string): { data: NotificationData; contant: string } {
  const params = data.params?.name === undefined ? data.params : { ...data.params, name: ERASED_CUSTOMER_NAME };
  const erased = { ...data, senderImg: '', senderName: ERASED_CUSTOMER_NAME, senderPrefName: ERASED_CUSTOMER_NAME, ...(params ? { params } : {}) };
  return { data: erased, contant: customerName ? contant.split(customerName).join(ERASED_CUSTOMER_NAME) : contant };
}
