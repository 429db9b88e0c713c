import type { TCheckoutPackage, TCritiqueReport, TExternalProduct } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  atsScanFailed,
  expertOffer,
  isWidgetMode,
  missingNameFields,
  monthlyPrice,
  progressPercent,
  scoreHistory,
  signedChange,
  stepTab,
  withVisited,
} from './rules.ts';

const product = (id: string, price: number, frequency: TExternalProduct['frequency']): TExternalProduct => ({
  _id: id,
  name: id,
  price,
  frequency,
  productLink: `https://example.test/${id}`,
  productDescription: '',
  buttonText: '',
});

const pkg = (id: string, packagePrice: number): TCheckoutPackage => ({
  _id: id,
  packageName: id,
  packagePrice,
  currency: 'usd',
  packageDescriptionHTML: '',
  packageDescription: '',
  packageServices: [],
  clientWebsiteCustomization: { companyName: 'Acme' },
});

describe('monthlyPrice', () => {
  it('converts every frequency to a month (Day x30, Week x4, Bi-Weekly x2, Month x1, 3-Months /3, Year /12)', () => {
    expect(monthlyPrice({ price: 2, frequency: 'Day' })).toBe(60);
    expect(monthlyPrice({ price: 10, frequency: 'Week' })).toBe(40);
    expect(monthlyPrice({ price: 10, frequency: 'Bi-Weekly' })).toBe(20);
    expect(monthlyPrice({ price: 25, frequency: 'Month' })).toBe(25);
    expect(monthlyPrice({ price: 90, frequency: '3-Months' })).toBeCloseTo(30);
    expect(monthlyPrice({ price: 120, frequency: 'Year' })).toBeCloseTo(10);
  });
});

describe('expertOffer', () => {
  it('picks the cheapest product by its monthly price, not its sticker price', () => {
    const offer = expertOffer([product('daily', 2, 'Day'), product('yearly', 120, 'Year'), product('monthly', 25, 'Month')], [pkg('p1', 49)]);
    expect(offer).toEqual({ kind: 'product', product: expect.objectContaining({ _id: 'yearly' }) });
  });

  it('keeps the first listed product on a tie', () => {
    const offer = expertOffer([product('a', 40, 'Month'), product('b', 10, 'Week')], []);
    expect(offer?.kind === 'product' && offer.product._id).toBe('a');
  });

  it('falls back to the cheapest package without products, and to nothing without either', () => {
    expect(expertOffer([], [pkg('big', 299), pkg('small', 149), pkg('mid', 199)])).toEqual({ kind: 'package', pkg: expect.objectContaining({ _id: 'small' }) });
    expect(expertOffer([], [])).toBeNull();
  });
});

describe('progress', () => {
  it('is 20 percent per distinct visited tab', () => {
    expect(progressPercent([])).toBe(0);
    expect(progressPercent(['Structure'])).toBe(20);
    expect(progressPercent(['Structure', 'ATS', 'ATS'])).toBe(40);
    expect(progressPercent(['Structure', 'Impact and Experience', 'Language', 'ATS', 'Best-Fit Jobs'])).toBe(100);
  });

  it('grows the visited list in tab order, and keeps the same list when nothing is new', () => {
    const visited = withVisited(['ATS'], 'Structure');
    expect(visited).toEqual(['Structure', 'ATS']);
    expect(withVisited(visited, 'ATS')).toBe(visited);
  });
});

describe('stepTab', () => {
  it('steps forward and back, wrapping at both ends', () => {
    expect(stepTab('Structure', 1)).toBe('Impact and Experience');
    expect(stepTab('Best-Fit Jobs', 1)).toBe('Structure');
    expect(stepTab('Structure', -1)).toBe('Best-Fit Jobs');
    expect(stepTab('Language', -1)).toBe('Impact and Experience');
  });
});

describe('the modals', () => {
  it('asks only for the details that are empty or the text null', () => {
    expect(missingNameFields({ firstName: 'Ann', lastName: 'null', email: ' ' })).toEqual(['lastName', 'email']);
    expect(missingNameFields({ firstName: 'NULL', lastName: 'Lee', email: 'a@b.test' })).toEqual(['firstName']);
    expect(missingNameFields({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.test' })).toEqual([]);
  });

  it('warns of an ATS scan failure when no name or no text layer was found, once processed', () => {
    const ats: TCritiqueReport['ats_section'] = {
      result: 'good',
      report_text: '',
      text_layer: true,
      hard_skills: [],
      best_fit_jobs: [],
      name_from_resume_first_name: 'Ann',
      name_from_resume_last_name: '',
    };
    expect(atsScanFailed({ processedAt: '2025-01-01', ats_section: ats })).toBe(false);
    expect(atsScanFailed({ processedAt: '2025-01-01', ats_section: { ...ats, name_from_resume_first_name: '' } })).toBe(true);
    expect(atsScanFailed({ processedAt: '2025-01-01', ats_section: { ...ats, text_layer: false } })).toBe(true);
    expect(atsScanFailed({ processedAt: null, ats_section: undefined })).toBe(false);
  });
});

describe('isWidgetMode', () => {
  it('reads fromWidget=1 and fromWidget=true', () => {
    expect(isWidgetMode(new URLSearchParams('fromWidget=1'))).toBe(true);
    expect(isWidgetMode(new URLSearchParams('fromWidget=true'))).toBe(true);
    expect(isWidgetMode(new URLSearchParams('fromWidget=0'))).toBe(false);
    expect(isWidgetMode(new URLSearchParams(''))).toBe(false);
  });
});

describe('scoreHistory', () => {
  const at = '2026-11-27T10:00:00.000Z';
  it('numbers the versions in upload order and gives each scored one its change from the last scored one before it', () => {
    const steps = scoreHistory(
      [
        { _id: 'a', createdAt: at, processed: true, score: 40 },
        { _id: 'b', createdAt: at, processed: true, score: 55 },
        { _id: 'c', createdAt: at, processed: false, score: null },
        { _id: 'd', createdAt: at, processed: true, score: 50 },
      ],
      'b',
    );
    expect(steps.map((s) => [s.id, s.number, s.score, s.change, s.current])).toEqual([
      ['a', 1, 40, null, false],
      ['b', 2, 55, 15, true],
      ['c', 3, null, null, false],
      ['d', 4, 50, -5, false],
    ]);
  });

  it('writes a change with its sign', () => {
    expect([signedChange(12), signedChange(-3), signedChange(0)]).toEqual(['+12', '\u22123', '0']);
  });
});
