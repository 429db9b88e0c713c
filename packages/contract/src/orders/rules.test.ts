import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS, INDUSTRIES } from './industries.ts';
import {
  firstOpenServiceId,
  findModule,
  isCardProviderCurrency,
  isFlutterwaveCurrency,
  isQuestionnaireTask,
  modulePath,
  openingChecks,
  orderStats,
  ordersPerMonth,
  serviceState,
  statusPercentage,
  toMajorUnits,
  type OpeningOrder,
} from './rules.ts';
import { ZInitialQuestionRequest } from './schema.ts';

const resume = {
  _id: 'svc-resume',
  serviceName: 'Resume',
  serviceModules: [
    { id: 'q1', title: 'Questionnaire' },
    { id: 'previous_document', title: 'Previous' },
    { id: 'revision_process', title: 'Drafts' },
  ],
};
const cover = { _id: 'svc-cover', serviceName: 'Cover', serviceModules: [{ id: 'q2', title: 'Q' }] };
const done = (serviceId: string, ...taskIds: string[]) => taskIds.map((taskId) => ({ taskId, serviceId, serviceType: serviceId }));

describe('serviceState', () => {
  it('is not started when nothing happened', () => {
    expect(serviceState(resume, [])).toBe('not-started');
  });
  it('is in progress when some modules are done', () => {
    expect(serviceState(resume, done('svc-resume', 'q1'))).toBe('in-progress');
  });
  it('is completed when every module is done', () => {
    expect(serviceState(resume, done('svc-resume', 'q1', 'previous_document', 'revision_process'))).toBe('completed');
  });
  it('counts only tasks of its own service', () => {
    expect(serviceState(resume, done('svc-cover', 'q1', 'previous_document', 'revision_process'))).toBe('not-started');
  });
  it('is in progress when the writer sent a draft', () => {
    expect(serviceState(resume, [], { 'svc-resume': { sentByWriter: true, pendingClientReview: true } })).toBe('in-progress');
    expect(serviceState(resume, [], { 'svc-cover': { sentByWriter: true, pendingClientReview: true } })).toBe('not-started');
    expect(serviceState(resume, [], { 'svc-resume': { sentByWriter: false, pendingClientReview: false } })).toBe('not-started');
  });
  it('is in progress when follow-up questions were submitted (spec 02 §4)', () => {
    expect(serviceState(resume, done('svc-resume', 'additional_questionnaire_submitted'))).toBe('in-progress');
  });
  it('treats a service without modules as not started', () => {
    expect(serviceState({ _id: 'x', serviceModules: [] }, [])).toBe('not-started');
  });
});

describe('statusPercentage', () => {
  const pkg = { packageServices: [resume, cover] };
  it('is round(100 x done / all) over every module of every service', () => {
    expect(statusPercentage(pkg, [])).toBe(0);
    expect(statusPercentage(pkg, done('svc-resume', 'q1'))).toBe(25);
    expect(statusPercentage({ packageServices: [resume] }, done('svc-resume', 'q1'))).toBe(33);
    expect(statusPercentage({ packageServices: [resume] }, done('svc-resume', 'q1', 'previous_document'))).toBe(67);
    expect(statusPercentage(pkg, [...done('svc-resume', 'q1', 'previous_document', 'revision_process'), ...done('svc-cover', 'q2')])).toBe(100);
  });
  it('ignores tasks that are not modules, and modules of another service', () => {
    expect(statusPercentage(pkg, done('svc-resume', 'additional_questionnaire_submitted', 'q2'))).toBe(0);
  });
  it('counts a duplicated completion once', () => {
    expect(statusPercentage(pkg, done('svc-resume', 'q1', 'q1'))).toBe(25);
  });
  it('is 0 for a package without modules', () => {
    expect(statusPercentage({ packageServices: [] }, [])).toBe(0);
  });
});

describe('firstOpenServiceId and findModule', () => {
  const pkg = { packageServices: [resume, cover] };
  it('expands the first service that is not completed', () => {
    expect(firstOpenServiceId(pkg, [])).toBe('svc-resume');
    expect(firstOpenServiceId(pkg, done('svc-resume', 'q1', 'previous_document', 'revision_process'))).toBe('svc-cover');
    expect(firstOpenServiceId(pkg, [...done('svc-resume', 'q1', 'previous_document', 'revision_process'), ...done('svc-cover', 'q2')])).toBe(null);
  });
  it('finds a module only in its own service', () => {
    expect(findModule(pkg, 'svc-resume', 'q1')?.module.title).toBe('Questionnaire');
    expect(findModule(pkg, 'svc-cover', 'q1')).toBe(null);
    expect(findModule(pkg, 'nope', 'q1')).toBe(null);
  });
});

describe('task ids and module pages', () => {
  it('treats any other id as a questionnaire', () => {
    expect(isQuestionnaireTask('64f0c0ffee')).toBe(true);
    for (const id of [
      'previous_document',
      'additional_questionnaire',
      'additional_questionnaire_submitted',
      'revision_process',
      'final_document',
      'final_linkedin',
    ]) {
      expect(isQuestionnaireTask(id)).toBe(false);
    }
  });
  it('knows the page of each module', () => {
    expect(modulePath('o1', 's1', 'previous_document')).toBe('/orders/previous-document/s1/o1');
    expect(modulePath('o1', 's1', 'revision_process')).toBe('/orders/revisions-process/s1/o1');
    expect(modulePath('o1', 's1', 'final_document')).toBe('/orders/final-document/s1/o1');
    expect(modulePath('o1', 's1', 'additional_questionnaire')).toBe('/orders/questionnaire/o1/additional_questionnaire/s1');
    expect(modulePath('o1', 's1', 'q9')).toBe('/orders/questionnaire/o1/q9/s1');
  });
});

describe('openingChecks', () => {
  const base: OpeningOrder = {
    customer_industries: ['Finance'],
    contract_signed: true,
    package: { contract_id: 'c1' },
    statusPercentage: 40,
    tipByCustomer: null,
    noShowCheck: false,
    completed_tasks: [{}],
  };
  it('asks the initial question first', () => {
    expect(openingChecks({ ...base, customer_industries: [], contract_signed: false, completed_tasks: [] }, true)).toBe('initial-question');
  });
  it('then asks for the contract', () => {
    expect(openingChecks({ ...base, contract_signed: false, completed_tasks: [] }, true)).toBe('contract');
  });
  it('skips the contract step when the package has none', () => {
    expect(openingChecks({ ...base, contract_signed: false, package: { contract_id: null } }, true)).toBe(null);
  });
  it('shows ORDER COMPLETED for a completed order without tip or noShowCheck, only for card-provider currencies', () => {
    const completed = { ...base, statusPercentage: 100 };
    expect(openingChecks(completed, true)).toBe('order-completed');
    expect(openingChecks(completed, false)).toBe(null);
    expect(openingChecks({ ...completed, tipByCustomer: 5 }, true)).toBe(null);
    expect(openingChecks({ ...completed, noShowCheck: true }, true)).toBe(null);
  });
  it('opens the first module when no task is done', () => {
    expect(openingChecks({ ...base, completed_tasks: [] }, true)).toBe('open-first-module');
  });
  it('does nothing otherwise', () => {
    expect(openingChecks(base, true)).toBe(null);
  });
});

describe('currencies', () => {
  it('sends usd cad aud gbp eur through the card provider', () => {
    for (const c of ['usd', 'cad', 'aud', 'gbp', 'EUR']) expect(isCardProviderCurrency(c)).toBe(true);
    expect(isCardProviderCurrency('ngn')).toBe(false);
  });
  it('sends the African currencies through Flutterwave', () => {
    for (const c of ['ngn', 'kes', 'ghs', 'ugx', 'zar', 'egp', 'mwk']) expect(isFlutterwaveCurrency(c)).toBe(true);
    expect(isFlutterwaveCurrency('usd')).toBe(false);
  });
  it('converts cents to major units', () => {
    expect(toMajorUnits(14900)).toBe(149);
    expect(toMajorUnits(14950)).toBe(149.5);
  });
});

describe('dashboard', () => {
  it('counts total, pending and completed', () => {
    expect(orderStats([{ statusPercentage: 100 }, { statusPercentage: 99 }, { statusPercentage: 0 }])).toEqual({ total: 3, pending: 2, completed: 1 });
    expect(orderStats([])).toEqual({ total: 0, pending: 0, completed: 0 });
  });
  it('charts orders per month for the last 6 months, oldest first', () => {
    const now = new Date('2025-03-15T12:00:00Z');
    const series = ordersPerMonth(
      ['2025-03-01T00:00:00Z', '2025-03-14T00:00:00Z', '2025-01-31T23:59:59Z', '2024-10-02T00:00:00Z', '2024-09-30T00:00:00Z'],
      now,
    );
    expect(series).toEqual([
      { month: '2024-10', orders: 1 },
      { month: '2024-11', orders: 0 },
      { month: '2024-12', orders: 0 },
      { month: '2025-01', orders: 1 },
      { month: '2025-02', orders: 0 },
      { month: '2025-03', orders: 2 },
    ]);
  });
});

describe('the initial question', () => {
  it('has about 38 industries from Accounting to Other, each with an icon, and the 8 experience levels', () => {
    expect(INDUSTRIES.length).toBe(38);
    expect(INDUSTRIES[0].name).toBe('Accounting');
    expect(INDUSTRIES.at(-1)?.name).toBe('Other');
    expect(INDUSTRIES.every((i) => i.icon.length > 0)).toBe(true);
    expect(new Set(INDUSTRIES.map((i) => i.name)).size).toBe(38);
    expect(EXPERIENCE_LEVELS).toEqual([
      "Didn't complete high school",
      'Currently in college',
      'Entry Level (0 years)',
      'Associate (1-5)',
      'Mid-Senior level (5-10)',
      'Director (10-15)',
      'Executive/C-Suite (15+)',
      'Other',
    ]);
  });
  const errorsOf = (body: unknown) => {
    const r = ZInitialQuestionRequest.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('accepts 1 to 3 known industries and one experience level', () => {
    expect(errorsOf({ customer_industries: ['Finance', 'Legal', 'Sales'], years_of_experience: 'Other' })).toEqual([]);
  });
  it("refuses 0, 4, unknown or repeated industries with 'You should select 1-3 industries'", () => {
    for (const customer_industries of [[], ['Finance', 'Legal', 'Sales', 'Retail'], ['Astrology'], ['Finance', 'Finance'], undefined]) {
      expect(errorsOf({ customer_industries, years_of_experience: 'Other' })).toEqual(['You should select 1-3 industries']);
    }
  });
  it("refuses a missing or unknown experience level with 'You must select one of the answers!'", () => {
    for (const years_of_experience of [undefined, '', '20 years']) {
      expect(errorsOf({ customer_industries: ['Finance'], years_of_experience })).toEqual(['You must select one of the answers!']);
    }
  });
});
