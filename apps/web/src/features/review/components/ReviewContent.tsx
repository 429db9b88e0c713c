import type { TCritiqueReport, TReviewData } from '@draftdesk/contract';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { REVIEW_NS } from '../namespace.ts';
import { atsScanFailed, isMissingDetail, missingNameFields } from '../rules.ts';
import { useOpenPackage } from '../use-open-package.ts';
import { AtsScanFailureModal } from './AtsScanFailureModal.tsx';
import { ConsultationBanner } from './ConsultationBanner.tsx';
import { ExpertRewrite } from './ExpertRewrite.tsx';
import { FeedbackFooter } from './FeedbackFooter.tsx';
import { GuaranteeNote } from './GuaranteeNote.tsx';
import { ImprovedVersion } from './ImprovedVersion.tsx';
import { MissingNameModal } from './MissingNameModal.tsx';
import { PackageCards } from './PackageCards.tsx';
import { ReviewHeader } from './ReviewHeader.tsx';
import { ReviewTabs } from './ReviewTabs.tsx';
import { ScoreHistory } from './ScoreHistory.tsx';
import { TestimonialCarousel } from './TestimonialCarousel.tsx';
import { UnreadableNotice } from './UnreadableNotice.tsx';

/** A processed review: the report in its tabs, then what the site offers, then the satisfaction footer. */
export function ReviewContent({ data, report, widget }: { data: TReviewData; report: TCritiqueReport; widget: boolean }) {
  const { t } = useTranslation(REVIEW_NS);
  const { critique, critiqueViewsId, packages, clientCurrencyType, clientWebsiteCustomization: site, versions } = data;
  // The urgent ATS warning first; the details form after it, so that two dialogs never stack.
  const [atsOpen, setAtsOpen] = useState(() => atsScanFailed(critique));
  const [nameSaved, setNameSaved] = useState(false);
  const missing = missingNameFields(critique);
  const { open, opening } = useOpenPackage(critique._id, critiqueViewsId);
  const name = [critique.firstName, critique.lastName].filter((part) => !isMissingDetail(part)).join(' ');

  return (
    <Stack gap="lg">
      <ReviewHeader critiqueId={critique._id} name={name} scores={report.scores} fileName={critique.fileName} />
      <ScoreHistory versions={versions} currentId={critique._id} />
      {nameSaved && <TimedAlert message={t('messages.nameUpdated')} onClose={() => setNameSaved(false)} />}
      {report.unreadable && <UnreadableNotice reason={report.unreadable} />}
      <ReviewTabs critiqueId={critique._id} progress={critique.progress} report={report} compact={widget} />
      <TestimonialCarousel />
      {site.critiquesConsultationLink.trim() && (
        <ConsultationBanner link={site.critiquesConsultationLink} critiqueId={critique._id} critiqueViewId={critiqueViewsId} />
      )}
      <ExpertRewrite
        products={site.yjsgProducts}
        packages={packages}
        currency={clientCurrencyType}
        helper={site.expertHelperTextSection}
        opening={opening}
        onOpenPackage={(id) => void open(id)}
      />
      <PackageCards packages={packages} currency={clientCurrencyType} opening={opening} onOpen={(id) => void open(id)} />
      <GuaranteeNote />
      <ImprovedVersion critiqueId={critique._id} widget={widget} />
      {critique.stars === null && <FeedbackFooter critiqueId={critique._id} />}
      <AtsScanFailureModal opened={atsOpen} onClose={() => setAtsOpen(false)} />
      <MissingNameModal critique={critique} missing={missing} opened={!atsOpen && missing.length > 0} onSaved={() => setNameSaved(true)} />
    </Stack>
  );
}
