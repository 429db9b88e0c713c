import type { TAccountStatus, TAdminUser } from '@draftdesk/contract';
import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateOf, relativeTimeOf } from '../../../../lib/format.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { FigureGrid, ScrollTable } from '../../components/ListParts.tsx';
import classes from '../../reviews/components/ReviewsList.module.css';
import { exportUrl } from '../api.ts';

const STATUS_COLOR: Record<TAccountStatus, string> = { active: 'teal', invited: 'blue', deactivated: 'gray', erased: 'dark' };

export interface PersonActions {
  open: (person: TAdminUser) => void;
  sendReset: (person: TAdminUser) => void;
  resendInvitation: (person: TAdminUser) => void;
  setActive: (person: TAdminUser, active: boolean) => void;
  /** Customers only: opens the erasure's confirmation. */
  erase: (person: TAdminUser) => void;
}

/** The name to show: an erased customer's placeholder is said in the admin's language. */
export const personName = (person: TAdminUser, t?: TFunction) =>
  person.status === 'erased' && t ? t('admin.people.erasedName') : `${person.firstName} ${person.lastName}`.trim() || person.email;

/** What the account's state allows (the server refuses the rest). */
export function allowedActions(person: TAdminUser, self: boolean) {
  const erased = person.status === 'erased';
  const customer = person.role === 'user' && !erased;
  return {
    resendInvitation: person.status === 'invited',
    sendReset: person.status === 'active' || person.status === 'invited',
    reactivate: person.status === 'deactivated',
    deactivate: (person.status === 'active' || person.status === 'invited') && !self,
    /** A customer's data: downloaded as a zip, or erased. */
    exportData: customer,
    erase: customer,
  };
}

export function StatusBadge({ status }: { status: TAccountStatus }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="person-status">
      {t(`admin.people.status.${status}`)}
    </Badge>
  );
}

function RoleText({ person }: { person: TAdminUser }) {
  const { t } = useTranslation(ADMIN_NS);
  return <>{t(`admin.people.roles.${person.role}`)}</>;
}

/** The row's actions: what fits the account's state, each named with the person for screen readers. */
function ActionsMenu({ person, actions, self }: { person: TAdminUser; actions: PersonActions; self: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const can = allowedActions(person, self);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('admin.people.actionsFor', { name: personName(person, t) })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.open(person)}>{t('admin.people.viewDetails')}</Menu.Item>
        {can.resendInvitation && <Menu.Item onClick={() => actions.resendInvitation(person)}>{t('admin.people.resendInvitation')}</Menu.Item>}
        {can.sendReset && <Menu.Item onClick={() => actions.sendReset(person)}>{t('admin.people.sendReset')}</Menu.Item>}
        {can.exportData && (
          <Menu.Item component="a" href={exportUrl(person._id)} download>
            {t('admin.people.downloadData')}
          </Menu.Item>
        )}
        {can.reactivate && <Menu.Item onClick={() => actions.setActive(person, true)}>{t('admin.people.reactivate')}</Menu.Item>}
        {can.deactivate && (
          <Menu.Item color="red" onClick={() => actions.setActive(person, false)}>
            {t('admin.people.deactivate')}
          </Menu.Item>
        )}
        {can.erase && (
          <Menu.Item color="red" onClick={() => actions.erase(person)}>
            {t('admin.people.erase')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function NameCell({ person, actions }: { person: TAdminUser; actions: PersonActions }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component="button" type="button" fw={600} onClick={() => actions.open(person)} ta="left">
        {personName(person, t)}
      </Anchor>
      <Text size="sm" c="dimmed" truncate="end" title={person.email}>
        {person.email}
      </Text>
    </div>
  );
}

const lastSeen = (person: TAdminUser, never: string) => (person.lastSeenAt ? relativeTimeOf(person.lastSeenAt) : never);

/** The accounts as a table; it scrolls sideways inside a focusable region when the screen is narrow. */
export function PeopleTable({ rows, actions, selfId }: { rows: TAdminUser[]; actions: PersonActions; selfId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <ScrollTable label={t('admin.people.tableLabel')} minWidth={760}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.people.colName')}</Table.Th>
          <Table.Th>{t('admin.people.colRole')}</Table.Th>
          <Table.Th>{t('admin.people.colStatus')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.people.colOrders')}</Table.Th>
          <Table.Th>{t('admin.people.colLastSeen')}</Table.Th>
          <Table.Th>{t('admin.people.colJoined')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('admin.people.colActions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((person) => (
          <Table.Tr key={person._id} data-testid="person-row" data-email={person.email}>
            <Table.Td maw={300}>
              <NameCell person={person} actions={actions} />
            </Table.Td>
            <Table.Td>
              <RoleText person={person} />
            </Table.Td>
            <Table.Td>
              <StatusBadge status={person.status} />
            </Table.Td>
            <Table.Td className={classes.numeric}>{person.orderCount}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{lastSeen(person, t('admin.people.never'))}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(person.createdAt)}</Table.Td>
            <Table.Td>
              <ActionsMenu person={person} actions={actions} self={person._id === selfId} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

/** The accounts on a phone: one card each. */
export function PeopleCards({ rows, actions, selfId }: { rows: TAdminUser[]; actions: PersonActions; selfId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('admin.people.tableLabel')}>
      {rows.map((person) => (
        <Paper component="li" key={person._id} withBorder radius="md" p="md" data-testid="person-row" data-email={person.email}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <NameCell person={person} actions={actions} />
              <ActionsMenu person={person} actions={actions} self={person._id === selfId} />
            </Group>
            <Group gap="xs">
              <StatusBadge status={person.status} />
              <Text size="sm">
                <RoleText person={person} />
              </Text>
            </Group>
            <FigureGrid
              figures={[
                [t('admin.people.colOrders'), String(person.orderCount)],
                [t('admin.people.colLastSeen'), lastSeen(person, t('admin.people.never'))],
              ]}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
