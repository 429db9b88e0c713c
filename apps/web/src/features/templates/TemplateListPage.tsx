import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { dateOf } from '../../lib/format.ts';
import { errorText } from '../../lib/messages.ts';
import { useTemplates } from './api.ts';
import { TemplateStatusBadge } from './TemplateStatusBadge.tsx';
import { WRITER_NS } from '../../lib/i18n.ts';

const templatePath = (id: string) => `/questionnaire-template/template?key=${encodeURIComponent(id)}`;

/** /questionnaire-template/list: the writer's templates with their state (spec 02 "Questionnaire templates"). */
export default function TemplateListPage() {
  const { t } = useTranslation(WRITER_NS);
  const query = useTemplates();
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const templates = query.data?.templates ?? [];
  const createButton = (
    <Button component={Link} to="/questionnaire-template/create" leftSection={<IconPlus size={16} aria-hidden />}>
      {t('writer.templates.create')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('titles.templates')} actions={createButton} />
      <Stack gap="md">
        {query.isPending && <Skeleton h={220} radius="md" aria-hidden />}
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {query.isSuccess && templates.length === 0 && <EmptyState message={t('messages.noRecordFound')} hint={t('writer.templates.emptyHint')} />}
        {templates.length > 0 && compact && (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {templates.map((template) => (
              <Paper key={template._id} component="li" withBorder radius="md" p="md" data-testid="template-row">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor component={Link} to={templatePath(template._id)} fw={600}>
                    {template.name}
                  </Anchor>
                  <TemplateStatusBadge status={template.status} />
                </Group>
                <Text size="xs" c="dimmed">
                  {t('writer.templates.summary', { number: template.questionCount, date: dateOf(template.updatedAt) })}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
        {templates.length > 0 && !compact && (
          <Paper withBorder radius="md">
            <Table verticalSpacing="sm" highlightOnHover aria-label={t('titles.templates')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('writer.templates.colName')}</Table.Th>
                  <Table.Th>{t('writer.templates.colStatus')}</Table.Th>
                  <Table.Th>{t('writer.templates.colItems')}</Table.Th>
                  <Table.Th>{t('writer.templates.colUpdated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {templates.map((template) => (
                  <Table.Tr key={template._id} data-testid="template-row">
                    <Table.Td>
                      <Anchor component={Link} to={templatePath(template._id)} fw={600} size="sm">
                        {template.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <TemplateStatusBadge status={template.status} />
                    </Table.Td>
                    <Table.Td>{template.questionCount}</Table.Td>
                    <Table.Td>{dateOf(template.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </Stack>
    </>
  );
}
