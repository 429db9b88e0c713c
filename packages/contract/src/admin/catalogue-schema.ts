import { z } from 'zod';
import { ZId } from '../common.ts';
import { ZAuditEntry } from './users-schema.ts';
import { ZQuestionnaireItem } from '../questionnaires/schema.ts';
import { TASK_IDS } from '../orders/rules.ts';
import { ZSurveyQuestion } from '../surveys/schema.ts';
import { ZExternalProductFrequency } from '../critiques/schema.ts';

// ---- The catalogue an admin edits: packages, the contracts they carry and the questionnaires their modules ask.
// Every edit sends back the `updatedAt` it was loaded with; a stale save is refused with 409 (MESSAGES.staleWrite).

/** The module ids with a page of their own an admin can put in a service (spec 01 §4); any other id names a questionnaire. */
export const CATALOGUE_TASK_IDS = [
  TASK_IDS.previousDocument,
  TASK_IDS.additionalQuestionnaire,
  TASK_IDS.revisionProcess,
  TASK_IDS.finalDocument,
  TASK_IDS.finalLinkedin,
] as const;

/** Limits of what one package holds. */
export const PACKAGE_LIMITS = { services: 10, modulesPerService: 12, descriptionHtml: 20_000, description: 2_000 } as const;
export const CONTRACT_HTML_MAX = 100_000;
/** Also the server's answer when a contract holds nothing but what sanitising drops. */
export const CONTRACT_TEXT_REQUIRED = 'The contract text is required';
export const QUESTIONNAIRE_ITEMS_MAX = 200;

/** The `updatedAt` an edit was loaded with (ISO 8601). */
const ZVersion = z.string().datetime({ offset: true, message: 'updatedAt must be the ISO time the item was loaded with' });

const ZTitle = (required: string, max: number) => z.string().trim().min(1, required).max(max);

export const ZCatalogueParams = z.object({ id: ZId }).strict();

// ---- Contracts

export const ZContractInput = z
  .object({
    title: ZTitle('Title is required', 200),
    contentHtml: z.string().trim().min(1, CONTRACT_TEXT_REQUIRED).max(CONTRACT_HTML_MAX),
  })
  .strict();
export type TContractInput = z.infer<typeof ZContractInput>;
export const ZContractPatch = ZContractInput.partial().extend({ updatedAt: ZVersion }).strict();
export type TContractPatch = z.infer<typeof ZContractPatch>;

export const ZAdminContract = z.object({
  _id: z.string(),
  title: z.string(),
  contentHtml: z.string(),
  /** Packages that carry this contract. */
  packageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminContract = z.infer<typeof ZAdminContract>;

// ---- Questionnaires (the items are those of the writer's follow-up templates)

export const ZQuestionnaireInput = z
  .object({
    name: ZTitle('Name is required', 200),
    items: z.array(ZQuestionnaireItem).min(1, 'Add at least one question').max(QUESTIONNAIRE_ITEMS_MAX),
  })
  .strict();
export type TQuestionnaireInput = z.infer<typeof ZQuestionnaireInput>;
export const ZQuestionnairePatch = ZQuestionnaireInput.partial().extend({ updatedAt: ZVersion }).strict();
export type TQuestionnairePatch = z.infer<typeof ZQuestionnairePatch>;

export const ZAdminQuestionnaire = z.object({
  _id: z.string(),
  name: z.string(),
  items: z.array(ZQuestionnaireItem),
  /** Packages with a module that asks this questionnaire. */
  packageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminQuestionnaire = z.infer<typeof ZAdminQuestionnaire>;

// ---- Packages

export const ZPackageModuleInput = z
  .object({
    /** One of CATALOGUE_TASK_IDS or the id of one of the site's questionnaires (checked by the server). */
    id: ZId,
    title: ZTitle('Module title is required', 120),
  })
  .strict();
export type TPackageModuleInput = z.infer<typeof ZPackageModuleInput>;

export const ZPackageServiceInput = z
  .object({
    /** Kept when editing an existing service (orders and revisions refer to it); the server makes one for a new service. */
    _id: ZId.optional(),
    serviceName: ZTitle('Service name is required', 80),
    serviceModules: z
      .array(ZPackageModuleInput)
      .min(1, 'Add at least one module')
      .max(PACKAGE_LIMITS.modulesPerService)
      .refine((modules) => new Set(modules.map((m) => m.id)).size === modules.length, 'A module can appear only once in a service'),
  })
  .strict();
export type TPackageServiceInput = z.infer<typeof ZPackageServiceInput>;

const packageFields = {
  name: ZTitle('Package name is required', 120),
  /** In the site's currency, major units (149.5 is 149.50); at most two decimals. */
  price: z
    .number({ message: 'Enter a price' })
    .min(0, 'The price cannot be negative')
    .max(1_000_000, 'The price is too high')
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Use at most two decimals'),
  purchasable: z.boolean(),
  description: z.string().trim().max(PACKAGE_LIMITS.description),
  /** Sanitised where it is shown (checkout, order pages). */
  descriptionHtml: z.string().trim().max(PACKAGE_LIMITS.descriptionHtml),
  services: z.array(ZPackageServiceInput).min(1, 'Add at least one service').max(PACKAGE_LIMITS.services),
  contractId: ZId.nullable(),
  /** The feedback survey its orders ask once completed: one of the site's surveys (checked by the server). */
  surveyId: ZId.nullable(),
};

export const ZPackageInput = z
  .object({
    ...packageFields,
    purchasable: packageFields.purchasable.default(true),
    description: packageFields.description.default(''),
    descriptionHtml: packageFields.descriptionHtml.default(''),
    contractId: packageFields.contractId.default(null),
    surveyId: packageFields.surveyId.default(null),
  })
  .strict();
export type TPackageInput = z.input<typeof ZPackageInput>;
/** Only the fields sent change (no defaults here: a missing field is left as it is). */
export const ZPackagePatch = z.object(packageFields).partial().extend({ updatedAt: ZVersion }).strict();
export type TPackagePatch = z.input<typeof ZPackagePatch>;

export const ZAdminPackage = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  purchasable: z.boolean(),
  description: z.string(),
  descriptionHtml: z.string(),
  services: z.array(z.object({ _id: z.string(), serviceName: z.string(), serviceModules: z.array(z.object({ id: z.string(), title: z.string() })) })),
  contractId: z.string().nullable(),
  surveyId: z.string().nullable(),
  /** Orders bought with this package. */
  orderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminPackage = z.infer<typeof ZAdminPackage>;

// ---- Surveys (the feedback a completed order asks; packages carry a copy, orders keep the one they were bought with)

export const SURVEY_QUESTIONS_MAX = 20;
const SURVEY_SCALE_TEXT = 'A rating runs from one star to 2-10 stars';

export const ZSurveyQuestionInput = ZSurveyQuestion.extend({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/i, 'Use letters, digits, - or _ (at most 40)'),
  text: ZTitle('Question text is required', 300),
  // The customer's page draws one star per point from 1 (spec 01 survey): a scale starts at one star.
  min: z.literal(1, { message: SURVEY_SCALE_TEXT }).optional(),
  max: z.number().int().min(2, SURVEY_SCALE_TEXT).max(10, SURVEY_SCALE_TEXT).optional(),
}).strict();

const surveyFields = {
  title: ZTitle('Title is required', 200),
  questions: z
    .array(ZSurveyQuestionInput)
    .min(1, 'Add at least one question')
    .max(SURVEY_QUESTIONS_MAX)
    .refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, 'Each question needs its own id'),
};
export const ZSurveyInput = z.object(surveyFields).strict();
export type TSurveyInput = z.infer<typeof ZSurveyInput>;
export const ZSurveyPatch = ZSurveyInput.partial().extend({ updatedAt: ZVersion }).strict();
export type TSurveyPatch = z.infer<typeof ZSurveyPatch>;

export const ZAdminSurvey = z.object({
  _id: z.string(),
  title: z.string(),
  questions: z.array(ZSurveyQuestion),
  /** Packages that carry this survey. */
  packageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminSurvey = z.infer<typeof ZAdminSurvey>;

// ---- External products (spec 03 §3: sold outside the packages, e.g. a coaching subscription; the review page offers them)

const externalProductFields = {
  name: ZTitle('Name is required', 120),
  /** In the site's currency, major units; at most two decimals. */
  price: packageFields.price,
  frequency: ZExternalProductFrequency,
  productLink: z
    .string()
    .trim()
    .url('Enter a full link (https://…)')
    .max(2_000)
    .refine((url) => /^https?:\/\//i.test(url), 'Enter a full link (https://…)'),
  productDescription: z.string().trim().max(PACKAGE_LIMITS.description),
  buttonText: ZTitle('Button text is required', 60),
};
export const ZExternalProductInput = z.object({ ...externalProductFields, productDescription: externalProductFields.productDescription.default('') }).strict();
export type TExternalProductInput = z.input<typeof ZExternalProductInput>;
/** Only the fields sent change (no defaults here). */
export const ZExternalProductPatch = z.object(externalProductFields).partial().extend({ updatedAt: ZVersion }).strict();
export type TExternalProductPatch = z.input<typeof ZExternalProductPatch>;

export const ZAdminExternalProduct = z.object({
  _id: z.string(),
  name: z.string(),
  /** In the site's currency (the list response names it). */
  price: z.number(),
  frequency: ZExternalProductFrequency,
  productLink: z.string(),
  productDescription: z.string(),
  buttonText: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminExternalProduct = z.infer<typeof ZAdminExternalProduct>;

// ---- Responses (each resource: a list, one item, a write)

export const ZAdminContractsResponse = z.object({ status: z.literal(true), contracts: z.array(ZAdminContract) });
export type TAdminContractsResponse = z.infer<typeof ZAdminContractsResponse>;
export const ZAdminContractResponse = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  contract: ZAdminContract,
  /** What admins did to it, newest first (GET of one item only). */
  history: z.array(ZAuditEntry).optional(),
});
export type TAdminContractResponse = z.infer<typeof ZAdminContractResponse>;

export const ZAdminQuestionnairesResponse = z.object({ status: z.literal(true), questionnaires: z.array(ZAdminQuestionnaire) });
export type TAdminQuestionnairesResponse = z.infer<typeof ZAdminQuestionnairesResponse>;
export const ZAdminQuestionnaireResponse = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  questionnaire: ZAdminQuestionnaire,
  /** What admins did to it, newest first (GET of one item only). */
  history: z.array(ZAuditEntry).optional(),
});
export type TAdminQuestionnaireResponse = z.infer<typeof ZAdminQuestionnaireResponse>;

export const ZAdminPackagesResponse = z.object({ status: z.literal(true), currency: z.string(), packages: z.array(ZAdminPackage) });
export type TAdminPackagesResponse = z.infer<typeof ZAdminPackagesResponse>;
export const ZAdminPackageResponse = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  package: ZAdminPackage,
  /** What admins did to it, newest first (GET of one item only). */
  history: z.array(ZAuditEntry).optional(),
});
export type TAdminPackageResponse = z.infer<typeof ZAdminPackageResponse>;

export const ZAdminSurveysResponse = z.object({ status: z.literal(true), surveys: z.array(ZAdminSurvey) });
export type TAdminSurveysResponse = z.infer<typeof ZAdminSurveysResponse>;
export const ZAdminSurveyResponse = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  survey: ZAdminSurvey,
  history: z.array(ZAuditEntry).optional(),
});
export type TAdminSurveyResponse = z.infer<typeof ZAdminSurveyResponse>;

export const ZAdminExternalProductsResponse = z.object({ status: z.literal(true), currency: z.string(), products: z.array(ZAdminExternalProduct) });
export type TAdminExternalProductsResponse = z.infer<typeof ZAdminExternalProductsResponse>;
export const ZAdminExternalProductResponse = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  product: ZAdminExternalProduct,
  history: z.array(ZAuditEntry).optional(),
});
export type TAdminExternalProductResponse = z.infer<typeof ZAdminExternalProductResponse>;

export const ZCatalogueDeleteResponse = z.object({ status: z.literal(true), message: z.string() });
export type TCatalogueDeleteResponse = z.infer<typeof ZCatalogueDeleteResponse>;
