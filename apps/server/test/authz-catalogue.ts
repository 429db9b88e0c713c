/**
 * The catalogue's rows of the authorization matrix, spread into AUTHZ_TABLE (authz-table.ts): packages, contracts,
 * questionnaires, surveys and external products are their site's admins' alone (another site's admin gets 404 for them). Every write acts on
 * an item made for the call, so the table's order does not matter.
 */
import { contractsAdminRepo } from '../src/modules/contract/admin-repo.ts';
import { packagesAdminRepo } from '../src/modules/packages/repo.ts';
import { externalProductsRepo } from '../src/modules/external-products/repo.ts';
import { questionnairesAdminRepo } from '../src/modules/questionnaires/admin-repo.ts';
import { surveysAdminRepo } from '../src/modules/surveys/admin-repo.ts';
import { only, outcomes, perCall, type Call, type RouteCase } from './authz-types.ts';

const ADMIN_ONLY = outcomes(401, only(['admin'], 'allow', 403));
const ADMIN_OF_A_ONLY = outcomes(401, only(['admin'], 'allow', 403), only(['admin'], 404, 403));

const version = async (find: Promise<{ updatedAt: Date } | undefined>) => (await find)!.updatedAt.toISOString();

const contractOfA = perCall(async (c: Call) => {
  const repo = contractsAdminRepo(c.fx.t.deps.db);
  const id = await repo.create(c.fx.A.siteId, { title: 'Authz contract', contentHtml: '<p>Terms</p>' });
  return { id, updatedAt: await version(repo.find(c.fx.A.siteId, id)) };
});

const QUESTIONS = [{ type: 'text' as const, text: 'Your target role?' }];
const questionnaireOfA = perCall(async (c: Call) => {
  const repo = questionnairesAdminRepo(c.fx.t.deps.db);
  const id = await repo.create(c.fx.A.siteId, { name: 'Authz questionnaire', items: QUESTIONS });
  return { id, updatedAt: await version(repo.find(c.fx.A.siteId, id)) };
});

const SERVICES = [{ serviceName: 'Resume', serviceModules: [{ id: 'final_document', title: 'Final Resume' }] }];
const packageOfA = perCall(async (c: Call) => {
  const repo = packagesAdminRepo(c.fx.t.deps.db);
  const id = await repo.create(c.fx.A.siteId, {
    name: 'Authz package',
    price: 1000,
    currency: 'usd',
    purchasable: false,
    description: '',
    descriptionHtml: '',
    services: SERVICES.map((s) => ({ _id: 'svc-authz', ...s })),
    contractId: null,
    survey: null,
  });
  return { id, updatedAt: await version(repo.find(c.fx.A.siteId, id)) };
});

const SURVEY_QUESTIONS = [{ id: 'rating', type: 'rating' as const, text: 'How did we do?', required: true }];
const surveyOfA = perCall(async (c: Call) => {
  const repo = surveysAdminRepo(c.fx.t.deps.db);
  const id = await repo.create(c.fx.A.siteId, { title: 'Authz survey', questions: SURVEY_QUESTIONS });
  return { id, updatedAt: await version(repo.find(c.fx.A.siteId, id)) };
});

const PRODUCT = { name: 'Coaching', price: 29, frequency: 'Month' as const, productLink: 'https://coach.example/plan', buttonText: 'Join' };
const productOfA = perCall(async (c: Call) => {
  const repo = externalProductsRepo(c.fx.t.deps.db);
  const id = await repo.create(c.fx.A.siteId, { ...PRODUCT, price: 2900, productDescription: '' });
  return { id, updatedAt: await version(repo.find(c.fx.A.siteId, id)) };
});

/** The five routes of one catalogue resource: a body to create, a change to save, the item the call acts on. */
function resourceRoutes(path: string, body: object, change: object, item: (c: Call) => Promise<{ id: string; updatedAt: string }>) {
  const one = async (c: Call) => ({ id: (await item(c)).id });
  return {
    [`GET ${path}`]: { expect: ADMIN_ONLY },
    [`POST ${path}`]: { body: () => ({ json: body }), expect: ADMIN_ONLY },
    [`GET ${path}/:id`]: { params: one, expect: ADMIN_OF_A_ONLY },
    [`PATCH ${path}/:id`]: { params: one, body: async (c: Call) => ({ json: { ...change, updatedAt: (await item(c)).updatedAt } }), expect: ADMIN_OF_A_ONLY },
    [`DELETE ${path}/:id`]: { params: one, expect: ADMIN_OF_A_ONLY },
  } satisfies Record<string, RouteCase>;
}

export const CATALOGUE_ROUTES: Record<string, RouteCase> = {
  ...resourceRoutes('/api/admin/contracts', { title: 'New terms', contentHtml: '<p>Terms</p>' }, { title: 'Renamed terms' }, contractOfA),
  ...resourceRoutes('/api/admin/questionnaires', { name: 'New questions', items: QUESTIONS }, { name: 'Renamed questions' }, questionnaireOfA),
  ...resourceRoutes('/api/admin/surveys', { title: 'New survey', questions: SURVEY_QUESTIONS }, { title: 'Renamed survey' }, surveyOfA),
  ...resourceRoutes('/api/admin/external-products', PRODUCT, { price: 35 }, productOfA),
  ...resourceRoutes('/api/admin/packages', { name: 'New package', price: 10, services: SERVICES }, { price: 12.5 }, packageOfA),
};
