import './print.css';
import type { TAnswerSection } from '@draftdesk/contract';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconClock, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { dateOf } from '../../lib/format.ts';
import { useWriterAnswers } from './api.ts';
import { OrderPageFrame } from './components/OrderPageFrame.tsx';
import { WRITER_NS } from '../../lib/i18n.ts';

function AnswerSection({ section, index }: { section: TAnswerSection; index: number }) {
  const { t } = useTranslation(WRITER_NS);
  const id = `answers-section-${index}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-print-section>
      <Title order={2} size="h4" id={id} mb="sm">
        {section.title || t('writer.answers.untitled')}
      </Title>
      <Table layout="fixed" verticalSpacing="xs" withRowBorders>
        <Table.Tbody>
          {section.items.map((item, i) => (
            <Table.Tr key={i}>
              <Table.Th w="40%" fw={600} fz="sm" style={{ verticalAlign: 'top' }} scope="row">
                {item.question}
              </Table.Th>
              <Table.Td fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.answer || (
                  <Text span c="dimmed" fz="sm">
                    {t('writer.answers.noAnswer')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** /orders/questionnaire-answers/:id/:questionnaire_id/:service? for writers and reviewers: printable, by section. */
export default function StaffAnswersPage() {
  const { t } = useTranslation(WRITER_NS);
  const { id = '', questionnaire_id: qid = '', service } = useParams();
  const query = useWriterAnswers(id, qid, service);
  return (
    <OrderPageFrame title={t('titles.questionnaireAnswers')} orderId={id} query={query}>
      {({ data }) =>
        data ? (
          <Stack gap="md" data-printable>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Title order={2} size="h3">
                  {data.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('writer.answers.submitted', { date: dateOf(data.submittedAt) })}
                </Text>
              </div>
              <Button variant="light" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} data-print-hide>
                {t('writer.answers.print')}
              </Button>
            </Group>
            {data.sections.map((section, index) => (
              <AnswerSection key={index} section={section} index={index} />
            ))}
          </Stack>
        ) : (
          <Alert color="yellow" variant="light" icon={<IconClock aria-hidden />} title={t('writer.answers.pendingTitle')}>
            {t('writer.answers.pending')}
          </Alert>
        )
      }
    </OrderPageFrame>
  );
}
