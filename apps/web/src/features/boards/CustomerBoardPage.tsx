import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /board: the customer job search tracker (spec 03). Placeholder until its feature is built. */
export default function CustomerBoardPage() {
  return <ComingSoon title="titles.jobSearchTracker" />;
}
