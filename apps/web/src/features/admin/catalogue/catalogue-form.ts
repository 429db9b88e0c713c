import {
  CATALOGUE_TASK_IDS,
  type TAdminExternalProduct,
  type TAdminPackage,
  type TAdminQuestionnaire,
  type TAdminSurvey,
  type TExternalProductInput,
  type TPackageInput,
  type TPackageServiceInput,
  type TSurveyInput,
  type TSurveyQuestion,
} from '@draftdesk/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { translateText } from '../../../lib/messages.ts';

// ---- The package form: what the API sends and takes, as the form holds it

/** A new package: on sale, one service to fill in, and no price until the admin types one. */
export function emptyPackage(): Omit<TPackageInput, 'price'> {
  return { name: '', purchasable: true, description: '', descriptionHtml: '', contractId: null, surveyId: null, services: [newService()] };
}

export function newService(): TPackageServiceInput {
  return { serviceName: '', serviceModules: [{ id: '', title: '' }] };
}

/** The package as its form edits it: services keep their `_id` (orders and revisions refer to them). */
export function packageToForm(pkg: TAdminPackage): TPackageInput {
  return {
    name: pkg.name,
    price: pkg.price,
    purchasable: pkg.purchasable,
    description: pkg.description,
    descriptionHtml: pkg.descriptionHtml,
    contractId: pkg.contractId,
    surveyId: pkg.surveyId,
    services: pkg.services.map((service) => ({
      _id: service._id,
      serviceName: service.serviceName,
      serviceModules: service.serviceModules.map((module) => ({ id: module.id, title: module.title })),
    })),
  };
}

// ---- Surveys and external products

type SurveyQuestionForm = TSurveyInput['questions'][number];

/** A new question: a required 1-5 rating under an id no other question of the survey has (answers are keyed by it). */
export function newSurveyQuestion(existing: Pick<TSurveyQuestion, 'id'>[]): SurveyQuestionForm {
  const taken = new Set(existing.map((q) => q.id));
  let n = existing.length + 1;
  while (taken.has(`q${n}`)) n += 1;
  return { id: `q${n}`, type: 'rating', text: '', required: true, min: 1, max: 5 };
}

/** A survey as its form edits it: every scale starts at one star (as the customer's page draws it). */
export const surveyToForm = (survey: TAdminSurvey): TSurveyInput => ({
  title: survey.title,
  questions: survey.questions.map(({ min: _min, ...q }) => (q.type === 'rating' ? { ...q, min: 1 } : q)),
});

export const productToForm = (product: TAdminExternalProduct): TExternalProductInput => ({
  name: product.name,
  price: product.price,
  frequency: product.frequency,
  productLink: product.productLink,
  productDescription: product.productDescription,
  buttonText: product.buttonText,
});

// ---- Modules: a task with a page of its own, or one of the site's questionnaires

const TASKS: readonly string[] = CATALOGUE_TASK_IDS;
export const isCatalogueTask = (id: string) => TASKS.includes(id);

type QuestionnaireNames = Pick<TAdminQuestionnaire, '_id' | 'name'>[];

/** What the admin reads for a module id: the task's name, the questionnaire's name, or that it is unknown to this site. */
export function moduleLabel(t: TFunction, id: string, questionnaires: QuestionnaireNames): string {
  if (isCatalogueTask(id)) return t(`admin.catalogue.modules.tasks.${id}`);
  const questionnaire = questionnaires.find((q) => q._id === id);
  return questionnaire ? t('admin.catalogue.modules.questionnaire', { name: questionnaire.name }) : t('admin.catalogue.modules.unknown');
}

/** The module choices, tasks first then questionnaires; a module the site no longer has stays choosable so the form shows it. */
export function moduleChoices(t: TFunction, questionnaires: QuestionnaireNames, current: string) {
  const known = isCatalogueTask(current) || current === '' || questionnaires.some((q) => q._id === current);
  return [
    { group: t('admin.catalogue.modules.tasksGroup'), items: CATALOGUE_TASK_IDS.map((id) => ({ value: id, label: moduleLabel(t, id, questionnaires) })) },
    {
      group: t('admin.catalogue.modules.questionnairesGroup'),
      items: [
        ...questionnaires.map((q) => ({ value: q._id, label: q.name })),
        ...(known ? [] : [{ value: current, label: moduleLabel(t, current, questionnaires) }]),
      ],
    },
  ];
}

/** The title customers see when a module is picked: the module's own name, unless the admin wrote one of their own. */
export function titleAfterPick(previousTitle: string, previousDefault: string, pickedDefault: string): string {
  return previousTitle.trim() === '' || previousTitle === previousDefault ? pickedDefault : previousTitle;
}

/** The name of a module as a default title: a task's name, or the questionnaire's name. */
export function moduleDefaultTitle(t: TFunction, id: string, questionnaires: QuestionnaireNames): string {
  if (!id) return '';
  if (isCatalogueTask(id)) return t(`admin.catalogue.modules.tasks.${id}`);
  return questionnaires.find((q) => q._id === id)?.name ?? '';
}

// ---- History

/** What the audit log records of a catalogue item (modules/audit/audited-resource.ts). */
export const CATALOGUE_HISTORY_ACTIONS = ['created', 'updated', 'deleted'] as const;

/** An entry's action in the interface language; an action this list does not know is shown as it is. */
export function catalogueActionText(t: TFunction, action: string): string {
  return (CATALOGUE_HISTORY_ACTIONS as readonly string[]).includes(action) ? t(`admin.catalogue.history.actions.${action}`) : action;
}

// ---- Errors

/** The contract's catalogue validation texts (catalogue-schema.ts), by their admin text key. */
const SCHEMA_TEXTS: Record<string, string> = {
  'Title is required': 'titleRequired',
  'The contract text is required': 'contractTextRequired',
  'Name is required': 'nameRequired',
  'Add at least one question': 'addQuestion',
  'Module title is required': 'moduleTitleRequired',
  'Service name is required': 'serviceNameRequired',
  'Add at least one module': 'addModule',
  'A module can appear only once in a service': 'moduleTwice',
  'Package name is required': 'packageNameRequired',
  'Enter a price': 'enterPrice',
  'The price cannot be negative': 'priceNegative',
  'The price is too high': 'priceTooHigh',
  'Use at most two decimals': 'twoDecimals',
  'Add at least one service': 'addService',
  'Question text is required': 'questionTextRequired',
  'Each question needs its own id': 'questionTwice',
  'A rating runs from one star to 2-10 stars': 'scaleOrder',
  'Enter a full link (https://…)': 'fullLink',
  'Button text is required': 'buttonTextRequired',
};
export const SCHEMA_TEXT_KEYS = Object.values(SCHEMA_TEXTS);
export const isSchemaText = (text: string) => text in SCHEMA_TEXTS;

/** A field's error in the interface language: the catalogue's own texts, then the shared messages; `fallback` for zod's generic ones. */
export function catalogueFieldText(t: TFunction, error: { message?: string } | undefined, fallback?: string): string | undefined {
  const text = error?.message;
  if (!text) return undefined;
  const own = SCHEMA_TEXTS[text];
  if (own) return t(`admin.catalogue.validation.${own}`);
  const shared = translateText(t, text);
  return shared === text && fallback ? fallback : shared;
}

/** A field error of a form: its path (e.g. the id of a service's second module) and the text to keep. */
export interface ServerFieldError {
  path: string;
  message: string;
}

/**
 * The server's field errors that belong to the form's fields (paths under `roots`); the rest (e.g. `updatedAt`) is
 * shown with the form's general error. The text is the server's, else the shared text of its key.
 */
export function serverFieldErrors(error: unknown, roots: readonly string[], textOfCode: (code: string) => string): ServerFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const paths = new Set([...Object.keys(error.errors ?? {}), ...Object.keys(error.fieldCodes ?? {})]);
  return [...paths]
    .filter((path) => roots.includes(path.split('.')[0]))
    .map((path) => ({ path, message: error.errors?.[path] ?? textOfCode(error.fieldCodes?.[path] ?? 'fieldInvalid') }));
}

/** A save refused because someone else saved first (409 staleWrite): the form keeps what the admin typed until they reload. */
export const isStaleWrite = (error: unknown) => error instanceof ApiError && error.code === 'staleWrite';
