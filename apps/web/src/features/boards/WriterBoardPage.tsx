import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /board/:id: one writer board (spec 02). Placeholder until its feature is built. */
export default function WriterBoardPage() {
  return <ComingSoon title="titles.board" />;
}
