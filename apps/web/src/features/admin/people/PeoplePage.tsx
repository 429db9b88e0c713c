import { ZRole, type TAdminUser } from '@draftdesk/contract';
import { Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { openConfirm } from '../../../lib/confirm.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { errorText, translateText } from '../../../lib/messages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { ListFilter, ListSearch, ListSkeleton } from '../components/ListParts.tsx';
import { PagedFooter } from '../components/PagedFooter.tsx';
import { usePeople, useResendInvitation, useSendReset, useSetActive } from './api.ts';
import { EraseModal } from './components/EraseModal.tsx';
import { InviteModal } from './components/InviteModal.tsx';
import { PeopleCards, PeopleTable, personName, type PersonActions } from './components/PeopleList.tsx';
import { PersonDrawer } from './components/PersonDrawer.tsx';

const FILTERS = ['role', 'q'] as const;
const ROLE_FILTERS = ['', 'user', 'writer', 'reviewer', 'admin'] as const;

/**
 * /admin/people: the site's customers, writers, reviewers and admins; invite, deactivate, send a password reset; a
 * customer's data downloaded as a zip, or erased.
 */
export default function PeoplePage() {
  const { t } = useTranslation(ADMIN_NS);
  const me = useCurrentUser();
  const { values, page, update } = useListParams(FILTERS);
  const role = ZRole.safeParse(values.role).data ?? '';
  const [inviting, setInviting] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [erasing, setErasing] = useState<TAdminUser | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const query = usePeople(role, values.q, page);
  const setActive = useSetActive();
  const sendReset = useSendReset();
  const resend = useResendInvitation();

  const onSearch = useCallback((q: string) => update({ q }), [update]);

  const done = (promise: Promise<{ message: string }>) =>
    promise.then(
      (response) => {
        setFailure(null);
        setSuccess(translateText(t, response.message));
      },
      (error: unknown) => setFailure(error),
    );

  const actions: PersonActions = {
    open: (person) => setOpenId(person._id),
    sendReset: (person) => void done(sendReset.mutateAsync(person._id)),
    resendInvitation: (person) => void done(resend.mutateAsync(person._id)),
    setActive: (person: TAdminUser, active: boolean) => {
      if (active) return void done(setActive.mutateAsync({ id: person._id, active }));
      openConfirm({
        title: t('admin.people.deactivateTitle', { name: personName(person, t) }),
        children: <Text size="sm">{t('admin.people.deactivateText')}</Text>,
        labels: { confirm: t('admin.people.deactivate'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => void done(setActive.mutateAsync({ id: person._id, active: false })),
      });
    },
    erase: (person) => setErasing(person),
  };

  const rows = query.data?.users ?? [];
  const selfId = me._id;
  return (
    <>
      <PageHeader
        title={t('titles.people')}
        actions={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            {t('admin.people.invite')}
          </Button>
        }
      />
      <Stack gap="md">
        <Text c="dimmed">{t('admin.people.intro')}</Text>
        {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
        {failure !== null && <ErrorAlert message={errorText(t, failure)} />}
        <ListFilter
          label={t('admin.people.roleFilter')}
          value={role}
          onChange={(value) => update({ role: value })}
          options={ROLE_FILTERS.map((value) => ({ value, label: t(value ? `admin.people.rolesPlural.${value}` : 'admin.people.everyone') }))}
          compact={compact}
        />
        <ListSearch label={t('admin.people.searchLabel')} placeholder={t('admin.people.searchPlaceholder')} value={values.q} onSearch={onSearch} />
        {query.isPending && <ListSkeleton />}
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {query.isSuccess && rows.length === 0 && (
          <EmptyState
            icon={IconUsers}
            message={t('messages.noRecordsFound')}
            hint={values.q || role ? t('admin.people.noMatch') : t('admin.people.emptyHint')}
          />
        )}
        {rows.length > 0 &&
          (compact ? <PeopleCards rows={rows} actions={actions} selfId={selfId} /> : <PeopleTable rows={rows} actions={actions} selfId={selfId} />)}
        <PagedFooter
          list="people"
          page={page}
          pageSize={query.data?.pageSize ?? 1}
          total={query.data?.total ?? 0}
          shown={rows.length}
          onPage={(value) => update({ page: value })}
        />
      </Stack>
      <InviteModal
        opened={inviting}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false);
          setFailure(null);
          setSuccess(t('admin.people.invitedTo', { email }));
        }}
      />
      <PersonDrawer id={openId} onClose={() => setOpenId(null)} actions={actions} selfId={selfId} />
      <EraseModal
        person={erasing}
        onClose={() => setErasing(null)}
        onErased={(message) => {
          setErasing(null);
          setFailure(null);
          setSuccess(translateText(t, message));
        }}
      />
    </>
  );
}
