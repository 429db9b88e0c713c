import {
  CRITIQUE_TABS,
  type TCheckoutPackage,
  type TCritique,
  type TCritiqueReport,
  type TCritiqueTab,
  type TCritiqueVersion,
  type TExternalProduct,
  type TExternalProductFrequency,
} from '@draftdesk/contract';

// Pure rules of the review page (spec 03 §4, §5, §9).

/** Spec 03 §9: what one period costs a month: Day x30, Week x4, Bi-Weekly x2, Month x1, 3-Months /3, Year /12. */
const MONTHLY_FACTOR: Record<TExternalProductFrequency, number> = {
  Day: 30,
  Week: 4,
  'Bi-Weekly': 2,
  Month: 1,
  '3-Months': 1 / 3,
  Year: 1 / 12,
};

export function monthlyPrice(product: Pick<TExternalProduct, 'price' | 'frequency'>): number {
  return product.price * MONTHLY_FACTOR[product.frequency];
}

/** What the expert rewrite button sells. */
export type ExpertOffer = { kind: 'product'; product: TExternalProduct } | { kind: 'package'; pkg: TCheckoutPackage };

/** Spec 03 §9: the cheapest external product by its monthly price, otherwise the cheapest package; the first listed wins a tie. */
export function expertOffer(products: readonly TExternalProduct[], packages: readonly TCheckoutPackage[]): ExpertOffer | null {
  const product = cheapest(products, monthlyPrice);
  if (product) return { kind: 'product', product };
  const pkg = cheapest(packages, (p) => p.packagePrice);
  return pkg ? { kind: 'package', pkg } : null;
}

function cheapest<T>(list: readonly T[], price: (item: T) => number): T | undefined {
  return list.reduce<T | undefined>((best, item) => (best === undefined || price(item) < price(best) ? item : best), undefined);
}

/** Spec 03 §4: 20 percent per visited tab. */
export function progressPercent(visited: readonly TCritiqueTab[]): number {
  const distinct = new Set(visited.filter((tab) => CRITIQUE_TABS.includes(tab)));
  return Math.round((100 * distinct.size) / CRITIQUE_TABS.length);
}

/** The visited tabs with `tab` added, in tab order; the same array when it was already there (nothing to save). */
export function withVisited(visited: readonly TCritiqueTab[], tab: TCritiqueTab): readonly TCritiqueTab[] {
  if (visited.includes(tab)) return visited;
  const next = new Set([...visited, tab]);
  return CRITIQUE_TABS.filter((t) => next.has(t));
}

/** The tab `step` places away from `tab`; past the last comes the first, before the first the last. */
export function stepTab(tab: TCritiqueTab, step: number): TCritiqueTab {
  const count = CRITIQUE_TABS.length;
  const index = CRITIQUE_TABS.indexOf(tab);
  return CRITIQUE_TABS[(((index + step) % count) + count) % count];
}

export const NAME_FIELDS = ['firstName', 'lastName', 'email'] as const;
export type NameField = (typeof NAME_FIELDS)[number];

/** Spec 03 §4: a detail is missing when it is empty or the text 'null'. */
export function isMissingDetail(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text === '' || text.toLowerCase() === 'null';
}

/** The visitor's details the name modal asks for. */
export function missingNameFields(critique: Pick<TCritique, NameField>): NameField[] {
  return NAME_FIELDS.filter((field) => isMissingDetail(critique[field]));
}

/** The urgent modal: an applicant tracking system would find no name (or no text at all) in the resume. */
export function atsScanFailed(critique: Pick<TCritique, 'processedAt' | 'ats_section'>): boolean {
  const ats = critique.ats_section;
  if (!critique.processedAt || !ats) return false;
  return !ats.text_layer || ats.name_from_resume_first_name.trim() === '';
}

/** Widget mode: the page runs in another site's iframe (`?fromWidget=1`; `true` as the checkout writes it). */
export function isWidgetMode(params: URLSearchParams): boolean {
  const flag = params.get('fromWidget');
  return flag === '1' || flag === 'true';
}

/** A score's colour band; the number is always shown beside it. */
export function scoreColor(score: number): 'red' | 'orange' | 'teal' {
  if (score < 50) return 'red';
  if (score < 75) return 'orange';
  return 'teal';
}

/** The report of a processed review; null while it is prepared (its sections are absent until then). */
export function reportOf(critique: TCritique): TCritiqueReport | null {
  const { structure_section, impact_and_experience_section, language_section, ats_section, style_section, scores, unreadable, pages } = critique;
  if (!critique.processedAt || !structure_section || !impact_and_experience_section || !language_section || !ats_section || !style_section || !scores)
    return null;
  return {
    structure_section,
    impact_and_experience_section,
    language_section,
    ats_section,
    style_section,
    scores,
    unreadable: unreadable ?? null,
    pages: pages ?? 0,
  };
}

/** One row of the score history: a version of the resume, numbered from 1 in upload order. */
export interface VersionStep {
  id: string;
  number: number;
  createdAt: string;
  /** Null while that version is being prepared. */
  score: number | null;
  /** Against the last scored version before it; null for the first scored one or while prepared. */
  change: number | null;
  current: boolean;
}

/** The score history of a review's line of versions (oldest first, as the server sends them). */
export function scoreHistory(versions: readonly TCritiqueVersion[], currentId: string): VersionStep[] {
  let last: number | null = null;
  return versions.map((version, index) => {
    const change = version.score !== null && last !== null ? version.score - last : null;
    if (version.score !== null) last = version.score;
    return { id: version._id, number: index + 1, createdAt: version.createdAt, score: version.score, change, current: version._id === currentId };
  });
}

/** A score change written with its sign: "+12", "−3", "0". */
export function signedChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${-change}`;
  return '0';
}
