import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /resume-builder: always opens; inside the shell for a signed-in user (spec 03). Placeholder until its feature is built. */
export default function ResumeBuilderPage() {
  return <ComingSoon title="titles.resumeBuilder" />;
}
