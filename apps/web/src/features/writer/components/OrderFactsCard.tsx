import type { TStaffPerson, TWriterOrder } from '@draftdesk/contract';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateOf } from '../../../lib/format.ts';
import { dueDateText } from '../dates.ts';
import { Fact } from './Fact.tsx';
import { StatusProgress } from './StatusProgress.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

function Person({ person }: { person: Pick<TStaffPerson, 'firstName' | 'lastName' | 'email'> }) {
  return (
    <>
      <Text size="sm">{`${person.firstName} ${person.lastName}`.trim()}</Text>
      <Anchor href={`mailto:${person.email}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
        {person.email}
      </Anchor>
    </>
  );
}

interface OrderFactsCardProps {
  order: TWriterOrder;
  /** Reviewers see the writer; undefined for writers. */
  writer?: TStaffPerson | null;
  /** Writers of an open order may set its due date here too. */
  onSetDate?: () => void;
}

/** Product, customer, writer (reviewers), status percentage, due date and order date. */
export function OrderFactsCard({ order, writer, onSetDate }: OrderFactsCardProps) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-facts">
      <Title order={2} size="h4" id="order-facts" mb="sm">
        {t('writer.order.details')}
      </Title>
      <Stack component="dl" gap="sm" m={0}>
        <Fact label={t('writer.order.product')}>{order.package.packageName}</Fact>
        <Fact label={t('writer.order.customer')}>
          <Person person={order.customer} />
        </Fact>
        {writer !== undefined && <Fact label={t('writer.order.writer')}>{writer ? <Person person={writer} /> : t('writer.reviewer.noWriter')}</Fact>}
        <Fact label={t('writer.order.status')}>
          <StatusProgress value={order.statusPercentage} w="100%" />
        </Fact>
        <Fact label={t('writer.order.dueDate')}>{dueDateText(order.dueDate) || t('writer.order.noDueDate')}</Fact>
        <Fact label={t('writer.order.ordered')}>{dateOf(order.createdAt)}</Fact>
        {order.critique && (
          <Fact label={t('writer.order.freeReview')}>
            {/* The review the customer bought from: what our engine found in the resume they sent. */}
            <Anchor href={`/review/${order.critique._id}`} target="_blank" rel="noopener noreferrer" size="sm">
              {order.critique.score === null ? t('writer.order.openReview') : t('writer.order.openReviewScore', { score: order.critique.score })}
            </Anchor>
          </Fact>
        )}
      </Stack>
      {onSetDate && (
        <Button mt="md" fullWidth variant="light" leftSection={<IconCalendarEvent size={16} aria-hidden />} onClick={onSetDate}>
          {t('writer.orders.setDate')}
        </Button>
      )}
    </Paper>
  );
}
