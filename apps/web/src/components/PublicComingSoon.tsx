import { ComingSoon } from './ComingSoon.tsx';
import { PublicPage } from './PublicPage.tsx';

/** Placeholder for a public page that later work builds. */
export function PublicComingSoon({ title }: { title: string }) {
  return (
    <PublicPage>
      <ComingSoon title={title} />
    </PublicPage>
  );
}
