import { PublicComingSoon } from '../../components/PublicComingSoon.tsx';

/** /review/:id: the free resume review (spec 03). Placeholder until its feature is built. */
export default function ReviewPage() {
  return <PublicComingSoon title="titles.review" />;
}
