import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSite } from '../../../lib/site.ts';

// The admins' form (its dropzone and checks) loads the first time a writer opens it, not with the dashboard.
const NewReviewModal = lazy(() => import('../../admin/reviews/components/NewReviewModal.tsx').then((m) => ({ default: m.NewReviewModal })));

/**
 * Issue 11: a writer makes a free resume review for someone, as admins do, when the site allows it
 * (`writers_create_reviews`); the server refuses it otherwise. Nothing for reviewers or admins (they have their list).
 */
export function NewFreeReviewButton() {
  const site = useSite();
  const user = useCurrentUser();
  if (user.role !== 'writer' || !site.website_settings.writers_create_reviews) return null;
  return <NewFreeReview />;
}

/** The button and, once asked for, the form (its texts are the admins' ones, loaded only on sites that allow it). */
function NewFreeReview() {
  const { t } = useTranslation(ADMIN_NS);
  const [creating, setCreating] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => {
          setWanted(true);
          setCreating(true);
        }}
      >
        {t('admin.reviews.newTitle')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <NewReviewModal opened={creating} onClose={() => setCreating(false)} maker="writer" />
        </Suspense>
      )}
    </>
  );
}
