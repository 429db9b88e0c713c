import type { TCritique, TExternalProduct, TReviewData } from '@draftdesk/contract';
import type { ResolvedSite } from '../../lib/context.ts';
import type { CritiqueRow } from './repo.ts';

/** A review on the wire (spec 03 §3 Critique): the visitor's details and, once processed, the report's sections. */
export function presentCritique(row: CritiqueRow): TCritique {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    uniqueCustomerId: row.uniqueCustomerId,
    processedAt: row.processedAt ? row.processedAt.toISOString() : null,
    progress: row.progress,
    stars: row.stars,
    feedback: row.feedback,
    writtenByWriter: row.writtenByWriter,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    ...(row.processedAt && row.report ? row.report : {}),
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Spec 03 §3 Review response: clientWebsiteCustomization, from the site's settings, review customisations and external products. */
export function reviewCustomization(site: Pick<ResolvedSite, 'name' | 'settings'>, products: TExternalProduct[]): TReviewData['clientWebsiteCustomization'] {
  const s = site.settings;
  const custom = s?.reviewUiCustomizations ?? {};
  const helper = (custom.expertHelperTextSection ?? {}) as Record<string, unknown>;
  return {
    companyName: s?.companyName ?? site.name,
    reviewEmailFirstName: text(custom.reviewEmailFirstName),
    reviewEmailLastName: text(custom.reviewEmailLastName),
    yjsgProducts: products,
    expertHelperTextSection: { helperText: text(helper.helperText), buttonText: text(helper.buttonText) },
    critiquesConsultationLink: s?.critiquesConsultationLink ?? '',
    topBarBgColor: s?.topBarBgColor ?? '',
    topBarTextColor: s?.topBarTextColor ?? '',
    sideBarActiveColor: s?.sideBarActiveColor ?? '',
  };
}
