import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ZReviewResponse, type TAdminExternalProduct, type TAdminPackage, type TAdminSurvey } from '@draftdesk/contract';
import { onePagePdf } from './critique-fixtures.ts';
import { ACME, BETA, as, createTestApp, demoOrders, login, multipart, nextIp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let betaAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  betaAdmin = await login(t.app, 'admin@demo.test', BETA);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const SCALE = 'A rating runs from one star to 2-10 stars';
const call = (method: Method, url: string, payload?: object, cookie = admin, host = ACME) =>
  t.app.inject({ method, url, headers: as(cookie, host), payload, remoteAddress: nextIp() });

const QUESTIONS = [
  { id: 'rating', type: 'rating', text: 'How likely are you to recommend us?', required: true, min: 1, max: 10 },
  { id: 'comment', type: 'textarea', text: 'What should we keep doing?' },
];

async function newSurvey(title = 'Recommendation survey'): Promise<TAdminSurvey> {
  const res = await call('POST', '/api/admin/surveys', { title, questions: QUESTIONS });
  expect(res.statusCode).toBe(201);
  return res.json().survey;
}

async function newPackage(surveyId: string | null): Promise<TAdminPackage> {
  const res = await call('POST', '/api/admin/packages', {
    name: 'Surveyed package',
    price: 99,
    purchasable: false,
    services: [{ serviceName: 'Resume', serviceModules: [{ id: 'final_document', title: 'Final Resume' }] }],
    surveyId,
  });
  expect(res.statusCode).toBe(201);
  return res.json().package;
}

describe('surveys', () => {
  it("list the site's own, the demo survey carried by the demo packages", async () => {
    const surveys: TAdminSurvey[] = (await call('GET', '/api/admin/surveys')).json().surveys;
    expect(surveys.find((s) => s._id === 'survey-default')).toMatchObject({ title: 'How did we do?', packageCount: 3 });
    const packages: TAdminPackage[] = (await call('GET', '/api/admin/packages')).json().packages;
    expect(packages.filter((p) => p.surveyId === 'survey-default')).toHaveLength(3);
  });

  it('are carried by a package as a copy: an edit refreshes the copy of packages, never the copy orders were bought with', async () => {
    const survey = await newSurvey();
    const pkg = await newPackage(survey._id);
    expect(pkg.surveyId).toBe(survey._id);
    expect((await call('GET', `/api/admin/surveys/${survey._id}`)).json().survey.packageCount).toBe(1);

    const { completed } = await demoOrders(t, 'acme');
    const before = completed.package.surveyDetails;
    const edited = await call('PATCH', '/api/admin/surveys/survey-default', {
      title: 'Tell us how we did',
      updatedAt: (await call('GET', '/api/admin/surveys/survey-default')).json().survey.updatedAt,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: MESSAGES.surveySaved, survey: { title: 'Tell us how we did' } });
    // The demo packages carry the new title; the completed order keeps the survey it was bought with.
    const packages = await t.deps.db.query.packages.findMany({ where: (p, { eq }) => eq(p.siteId, t.demo.acme.id) });
    expect(packages.filter((p) => p.survey?._id === 'survey-default').map((p) => p.survey?.title)).toEqual(Array(3).fill('Tell us how we did'));
    expect((await demoOrders(t, 'acme')).completed.package.surveyDetails).toEqual(before);
    const customer = await login(t.app, 'customer@demo.test');
    const asked = await call('GET', `/api/orders/${completed.id}/survey/survey-default`, undefined, customer);
    expect(asked.json().survey.title).toBe('How did we do?');

    // Deleting it is refused while a package carries it; once the package drops it, it goes.
    const refused = await call('DELETE', `/api/admin/surveys/${survey._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.surveyInUse);
    const dropped = await call('PATCH', `/api/admin/packages/${pkg._id}`, { surveyId: null, updatedAt: pkg.updatedAt });
    expect(dropped.json().package.surveyId).toBeNull();
    expect((await call('DELETE', `/api/admin/surveys/${survey._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/surveys/${survey._id}`)).statusCode).toBe(404);
  });

  it("refuses another site's survey on a package, bad questions, and a stale edit", async () => {
    const betaSurvey = (await call('POST', '/api/admin/surveys', { title: 'Beta survey', questions: QUESTIONS }, betaAdmin, BETA)).json().survey;
    const foreign = await call('POST', '/api/admin/packages', {
      name: 'Foreign survey',
      price: 10,
      services: [{ serviceName: 'Resume', serviceModules: [{ id: 'final_document', title: 'Final Resume' }] }],
      surveyId: betaSurvey._id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toMatchObject({ surveyId: MESSAGES.surveyNotOfSite });
    expect((await call('GET', `/api/admin/surveys/${betaSurvey._id}`)).statusCode).toBe(404);

    const repeated = await call('POST', '/api/admin/surveys', { title: 'Twice', questions: [QUESTIONS[0], QUESTIONS[0]] });
    expect(repeated.statusCode).toBe(400);
    expect(JSON.stringify(repeated.json().errors)).toContain('Each question needs its own id');
    // The customer's page draws one star per point from 1: a scale starts at one star and has 2 to 10.
    const badScale = await call('POST', '/api/admin/surveys', { title: 'Scale', questions: [{ ...QUESTIONS[0], min: 0, max: 11 }] });
    expect(badScale.statusCode).toBe(400);
    expect(badScale.json().errors).toMatchObject({ 'questions.0.min': SCALE, 'questions.0.max': SCALE });

    const survey = await newSurvey('Versioned survey');
    expect((await call('PATCH', `/api/admin/surveys/${survey._id}`, { title: 'First', updatedAt: survey.updatedAt })).statusCode).toBe(200);
    const stale = await call('PATCH', `/api/admin/surveys/${survey._id}`, { title: 'Second', updatedAt: survey.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleWrite);
    expect((await call('GET', `/api/admin/surveys/${survey._id}`)).json().survey.title).toBe('First');
  });
});

describe('external products', () => {
  const PRODUCT = {
    name: 'Career coaching',
    price: 29.99,
    frequency: 'Month',
    productLink: 'https://coach.example/plan',
    productDescription: 'A coach on call every week.',
    buttonText: 'Start coaching',
  };

  async function reviewProducts(host = ACME) {
    const body = multipart('file', 'resume.pdf', await onePagePdf(), 'application/pdf', {
      firstName: 'Ana',
      lastName: 'Lima',
      email: `ana-${nextIp()}@example.test`,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/critiques',
      headers: { ...as(null, host), ...body.headers },
      payload: body.payload,
      remoteAddress: nextIp(),
    });
    expect(created.statusCode).toBe(201);
    const review = await t.app.inject({
      method: 'GET',
      url: `/review/${created.json().critiqueId}`,
      headers: { ...as(null, host), accept: 'application/json' },
    });
    return ZReviewResponse.parse(review.json()).data.clientWebsiteCustomization.yjsgProducts;
  }

  it('are created, edited against the version loaded and deleted, and the free review offers them', async () => {
    const res = await call('POST', '/api/admin/external-products', PRODUCT);
    expect(res.statusCode).toBe(201);
    const product: TAdminExternalProduct = res.json().product;
    expect(product).toMatchObject({ ...PRODUCT, price: 29.99 });
    const list = (await call('GET', '/api/admin/external-products')).json();
    expect(list).toMatchObject({ currency: 'usd', products: [expect.objectContaining({ _id: product._id })] });

    expect(await reviewProducts()).toEqual([{ _id: product._id, ...PRODUCT }]);
    expect(await reviewProducts(BETA)).toEqual([]);

    const edited = await call('PATCH', `/api/admin/external-products/${product._id}`, { price: 35, frequency: 'Week', updatedAt: product.updatedAt });
    expect(edited.json()).toMatchObject({ message: MESSAGES.productSaved, product: { price: 35, frequency: 'Week', name: PRODUCT.name } });
    const stale = await call('PATCH', `/api/admin/external-products/${product._id}`, { price: 1, updatedAt: product.updatedAt });
    expect(stale.statusCode).toBe(409);

    const history = (await call('GET', `/api/admin/external-products/${product._id}`)).json().history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['updated', 'created']);

    expect((await call('GET', `/api/admin/external-products/${product._id}`, undefined, betaAdmin, BETA)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/external-products/${product._id}`)).json().message).toBe(MESSAGES.productDeleted);
    expect(await reviewProducts()).toEqual([]);
  });

  it('refuses a link that is not http(s), an unknown frequency, three decimals and unknown fields', async () => {
    const res = await call('POST', '/api/admin/external-products', {
      ...PRODUCT,
      productLink: 'javascript:alert(1)',
      frequency: 'Fortnight',
      price: 1.999,
      extra: true,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['productLink', 'frequency', 'price']));
  });
});
