import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecklist, IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/site.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { ADMIN_NS } from '../../lib/i18n.ts';
import { errorText, translateText } from '../../lib/messages.ts';
import { useApproveDraft, usePendingDrafts } from './api.ts';
import { PendingDraftCard, type PendingDraft } from './components/PendingDraftCard.tsx';
import { RejectDraftModal } from './components/RejectDraftModal.tsx';
import { openConfirm } from '../../lib/confirm.ts';

/**
 * /admin/approvals: drafts held back by enable_revisions_approval_feature
 * (issue 4). Approving sends a draft to the customer; rejecting returns it to
 * the writer with a reason and an optional file.
 */
export default function DraftApprovalsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const approvalOn = useSite().website_settings.enable_revisions_approval_feature;
  const query = usePendingDrafts();
  const approve = useApproveDraft();
  const [rejecting, setRejecting] = useState<PendingDraft | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const confirmApprove = (draft: PendingDraft) => {
    openConfirm({
      title: t('admin.approvals.approveTitle', { number: draft.orderNumber }),
      children: <Text size="sm">{t('admin.approvals.approveText', { service: draft.serviceName })}</Text>,
      labels: { confirm: t('admin.approvals.approve'), cancel: t('common.cancel') },
      confirmProps: { color: 'teal' },
      onConfirm: () => approve.mutate(draft._id, { onSuccess: (response) => setSuccess(translateText(t, response.message)) }),
    });
  };

  const drafts = query.data?.data ?? [];
  return (
    <>
      <PageHeader title={t('titles.draftApprovals')} />
      <Stack gap="md" maw={960}>
        <Text c="dimmed">{t('admin.approvals.intro')}</Text>
        {!approvalOn && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="approval-off">
            <Trans t={t} i18nKey="admin.approvals.approvalOff" components={{ settings: <SettingsLink /> }} />
          </Alert>
        )}
        {success && <TimedAlert message={success} onClose={() => setSuccess(null)} data-testid="approval-success" />}
        {approve.isError && <ErrorAlert message={errorText(t, approve.error)} />}
        {query.isPending && (
          <Stack gap="md" aria-hidden>
            <Skeleton h={220} radius="md" />
            <Skeleton h={220} radius="md" />
          </Stack>
        )}
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {query.isSuccess && drafts.length === 0 && (
          <EmptyState icon={IconChecklist} message={t('admin.approvals.empty')} hint={t('admin.approvals.emptyHint')} />
        )}
        {drafts.map((draft) => (
          <PendingDraftCard
            key={draft._id}
            draft={draft}
            busy={approve.isPending && approve.variables === draft._id}
            onApprove={() => confirmApprove(draft)}
            onReject={() => setRejecting(draft)}
          />
        ))}
      </Stack>
      <RejectDraftModal
        draft={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(message) => {
          setRejecting(null);
          setSuccess(translateText(t, message));
        }}
      />
    </>
  );
}

/** 'Site settings' inside the approval-off sentence (its words come from the translation). */
function SettingsLink({ children }: { children?: ReactNode }) {
  return (
    <Anchor component={Link} to="/admin/settings" inherit>
      {children}
    </Anchor>
  );
}
