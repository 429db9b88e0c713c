import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ZContractInput, ZExternalProductInput, ZPackageInput, ZQuestionnaireInput, ZSurveyInput, type TAdminPackage } from '@draftdesk/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import {
  CATALOGUE_HISTORY_ACTIONS,
  SCHEMA_TEXT_KEYS,
  catalogueActionText,
  catalogueFieldText,
  emptyPackage,
  isSchemaText,
  isStaleWrite,
  moduleChoices,
  moduleDefaultTitle,
  moduleLabel,
  newSurveyQuestion,
  packageToForm,
  serverFieldErrors,
  titleAfterPick,
} from './catalogue-form.ts';
import { catalogueEditPath, catalogueListPath, catalogueTabOf, editedId } from './paths.ts';

// The key itself, with its values: enough to see which text was picked.
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;

const PACKAGE: TAdminPackage = {
  _id: 'p1',
  name: 'Resume',
  price: 149.5,
  currency: 'usd',
  purchasable: true,
  description: 'Plain',
  descriptionHtml: '<p>Rich</p>',
  surveyId: 'survey-default',
  services: [
    {
      _id: 's1',
      serviceName: 'Resume',
      serviceModules: [
        { id: 'q1', title: 'Questionnaire' },
        { id: 'final_document', title: 'Final' },
      ],
    },
  ],
  contractId: 'c1',
  orderCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};
const QUESTIONNAIRES = [{ _id: 'q1', name: 'Resume Questionnaire' }];

describe('the package form', () => {
  it('edits what the API sends, and sends what the contract takes: services keep their _id, counts and dates stay out', () => {
    const form = packageToForm(PACKAGE);
    expect(form.services[0]._id).toBe('s1');
    const parsed = ZPackageInput.safeParse(form);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      name: 'Resume',
      price: 149.5,
      purchasable: true,
      description: 'Plain',
      descriptionHtml: '<p>Rich</p>',
      contractId: 'c1',
      surveyId: 'survey-default',
      services: [{ _id: 's1', serviceName: 'Resume', serviceModules: PACKAGE.services[0].serviceModules }],
    });
  });

  it('starts a new package on sale, with one service without an _id and no price', () => {
    const empty = emptyPackage();
    expect(empty).toMatchObject({ purchasable: true, contractId: null, surveyId: null });
    expect(empty.services).toHaveLength(1);
    expect(empty.services[0]).not.toHaveProperty('_id');
    expect(empty).not.toHaveProperty('price');
  });
});

describe('modules', () => {
  it('names a task, a questionnaire of the site, or says the module is unknown', () => {
    expect(moduleLabel(t, 'revision_process', QUESTIONNAIRES)).toBe('admin.catalogue.modules.tasks.revision_process');
    expect(moduleLabel(t, 'q1', QUESTIONNAIRES)).toBe('admin.catalogue.modules.questionnaire {"name":"Resume Questionnaire"}');
    expect(moduleLabel(t, 'gone', QUESTIONNAIRES)).toBe('admin.catalogue.modules.unknown');
  });

  it('offers the five tasks, then the questionnaires, keeping a module the site no longer has', () => {
    const [tasks, questionnaires] = moduleChoices(t, QUESTIONNAIRES, '');
    expect(tasks.items.map((i) => i.value)).toEqual(['previous_document', 'additional_questionnaire', 'revision_process', 'final_document', 'final_linkedin']);
    expect(questionnaires.items).toEqual([{ value: 'q1', label: 'Resume Questionnaire' }]);
    expect(moduleChoices(t, QUESTIONNAIRES, 'gone')[1].items.map((i) => i.value)).toEqual(['q1', 'gone']);
  });

  it('titles a picked module by its name unless the admin wrote a title of their own', () => {
    const questionnaireTitle = moduleDefaultTitle(t, 'q1', QUESTIONNAIRES);
    expect(questionnaireTitle).toBe('Resume Questionnaire');
    expect(titleAfterPick('', '', questionnaireTitle)).toBe('Resume Questionnaire');
    expect(titleAfterPick('Resume Questionnaire', questionnaireTitle, 'Final document')).toBe('Final document');
    expect(titleAfterPick('Tell us about you', questionnaireTitle, 'Final document')).toBe('Tell us about you');
  });
});

describe('errors', () => {
  it("translates every validation text the contract's catalogue schemas can give", () => {
    const texts = new Set<string>();
    const collect = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.forEach((i) => texts.add(i.message));
    collect(ZContractInput.safeParse({ title: ' ', contentHtml: ' ' }));
    collect(ZQuestionnaireInput.safeParse({ name: '', items: [] }));
    collect(ZPackageInput.safeParse({ name: '', price: undefined, services: [] }));
    collect(ZPackageInput.safeParse({ name: 'x', price: -1, services: [{ serviceName: '', serviceModules: [] }] }));
    collect(
      ZPackageInput.safeParse({
        name: 'x',
        price: 2_000_000,
        services: [
          {
            serviceName: 'x',
            serviceModules: [
              { id: 'a', title: '' },
              { id: 'a', title: 'b' },
            ],
          },
        ],
      }),
    );
    collect(ZPackageInput.safeParse({ name: 'x', price: 1.234, services: [{ serviceName: 'x', serviceModules: [{ id: 'a', title: 'a' }] }] }));
    const question = { id: 'q1', type: 'rating', text: '' };
    collect(ZSurveyInput.safeParse({ title: '', questions: [question, { ...question, id: 'q2', text: 'x', min: 5, max: 11 }] }));
    collect(
      ZSurveyInput.safeParse({
        title: 'x',
        questions: [
          { ...question, text: 'x' },
          { ...question, text: 'y' },
        ],
      }),
    );
    collect(ZExternalProductInput.safeParse({ name: 'x', price: 1, frequency: 'Month', productLink: 'ftp://x.example', buttonText: ' ' }));
    expect([...texts].filter((text) => !isSchemaText(text))).toEqual([]);
    expect(texts.size).toBe(SCHEMA_TEXT_KEYS.length);
    const en = JSON.parse(readFileSync(fileURLToPath(new URL('../../../locales/admin/en.json', import.meta.url)), 'utf8'));
    expect(SCHEMA_TEXT_KEYS.filter((key) => !en.admin.catalogue.validation[key])).toEqual([]);
    expect(catalogueFieldText(t, { message: 'Enter a price' })).toBe('admin.catalogue.validation.enterPrice');
    expect(catalogueFieldText(t, { message: 'Too small: expected string to have >=1 characters' }, 'choose')).toBe('choose');
  });

  it("puts the server's field errors on the form's fields, by path; the rest stays general", () => {
    const error = new ApiError(
      400,
      'Validation failed',
      undefined,
      { 'services.0.serviceModules.1.id': "Choose a task or one of this site's questionnaires.", updatedAt: 'bad' },
      'validationFailed',
      { 'services.0.serviceModules.1.id': 'moduleNotAvailable', contractId: 'contractNotOfSite', updatedAt: 'fieldInvalid' },
    );
    expect(serverFieldErrors(error, ['services', 'contractId', 'name'], (code) => `text of ${code}`)).toEqual([
      { path: 'services.0.serviceModules.1.id', message: "Choose a task or one of this site's questionnaires." },
      { path: 'contractId', message: 'text of contractNotOfSite' },
    ]);
    expect(serverFieldErrors(new Error('x'), ['name'], String)).toEqual([]);
  });

  it('knows a stale save by its code', () => {
    expect(isStaleWrite(new ApiError(409, 'x', undefined, undefined, 'staleWrite'))).toBe(true);
    expect(isStaleWrite(new ApiError(409, 'x', undefined, undefined, 'packageInUse'))).toBe(false);
  });
});

describe('catalogue addresses', () => {
  it('keeps the tab in the address, the packages tab being the catalogue itself', () => {
    expect(catalogueListPath('packages')).toBe('/admin/catalogue');
    expect(catalogueListPath('contracts')).toBe('/admin/catalogue/contracts');
    expect(catalogueTabOf('/admin/catalogue')).toBe('packages');
    expect(catalogueTabOf('/admin/catalogue/questionnaires/')).toBe('questionnaires');
    expect(catalogueEditPath('contracts')).toBe('/admin/catalogue/contracts/new');
    expect(catalogueEditPath('packages', 'a b')).toBe('/admin/catalogue/packages/a%20b');
  });
});

describe('editor addresses', () => {
  it('opens a new item at /new and an existing one by its id', () => {
    expect(editedId('new')).toBeUndefined();
    expect(editedId(undefined)).toBeUndefined();
    expect(editedId('abc')).toBe('abc');
  });
});

describe('survey questions', () => {
  it('gives a new question an id no other question of the survey has (answers are keyed by it)', () => {
    expect(newSurveyQuestion([])).toEqual({ id: 'q1', type: 'rating', text: '', required: true, min: 1, max: 5 });
    expect(newSurveyQuestion([{ id: 'q2' }, { id: 'rating' }]).id).toBe('q3');
    expect(newSurveyQuestion([{ id: 'q2' }]).id).toBe('q3');
  });
});

describe('the history of an item', () => {
  it('names the actions the audit log records, and shows an unknown one as it is', () => {
    expect(catalogueActionText(t, 'updated')).toBe('admin.catalogue.history.actions.updated');
    expect(catalogueActionText(t, 'archived')).toBe('archived');
    const english = JSON.parse(readFileSync(fileURLToPath(new URL('../../../locales/admin/en.json', import.meta.url)), 'utf8')) as {
      admin: { catalogue: { history: { actions: Record<string, string> } } };
    };
    expect(CATALOGUE_HISTORY_ACTIONS.filter((action) => !english.admin.catalogue.history.actions[action])).toEqual([]);
  });
});
