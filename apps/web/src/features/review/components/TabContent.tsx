import type { TCritiqueReport, TCritiqueTab } from '@draftdesk/contract';
import { AtsTab } from '../tabs/AtsTab.tsx';
import { ImpactTab } from '../tabs/ImpactTab.tsx';
import { JobsTab } from '../tabs/JobsTab.tsx';
import { LanguageTab } from '../tabs/LanguageTab.tsx';
import { StructureTab } from '../tabs/StructureTab.tsx';

/** What one tab shows. */
export function TabContent({ tab, report }: { tab: TCritiqueTab; report: TCritiqueReport }) {
  switch (tab) {
    case 'Structure':
      return <StructureTab section={report.structure_section} />;
    case 'Impact and Experience':
      return <ImpactTab section={report.impact_and_experience_section} />;
    case 'Language':
      return <LanguageTab section={report.language_section} />;
    case 'ATS':
      return <AtsTab ats={report.ats_section} style={report.style_section} />;
    case 'Best-Fit Jobs':
      return <JobsTab jobs={report.ats_section.best_fit_jobs} />;
  }
}
