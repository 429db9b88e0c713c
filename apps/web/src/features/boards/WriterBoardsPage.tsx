import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /boards: writer boards (spec 02). Placeholder until its feature is built. */
export default function WriterBoardsPage() {
  return <ComingSoon title="titles.boards" />;
}
