import type { TAdminCritiqueRow } from '@draftdesk/contract';
import { Anchor, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateOf } from '../../../../lib/format.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { FigureGrid, ScrollTable } from '../../components/ListParts.tsx';
import { ReviewBadges } from './ReviewBadges.tsx';
import classes from './ReviewsList.module.css';

export const reviewPath = (id: string) => `/admin/reviews/${encodeURIComponent(id)}`;
const FUNNEL = ['views', 'scheduleClicks', 'checkoutClicks', 'purchases'] as const;

function useCells() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const number = new Intl.NumberFormat(i18n.language);
  return {
    t,
    name: (row: TAdminCritiqueRow) => `${row.firstName} ${row.lastName}`.trim() || row.email,
    score: (row: TAdminCritiqueRow) => (row.score === null ? '—' : number.format(row.score)),
    stars: (row: TAdminCritiqueRow) => (row.stars === null ? '—' : t('admin.reviews.starsValue', { stars: row.stars })),
    count: (value: number) => number.format(value),
  };
}

/** The resume's file name, its column's heading said in words for screen readers. */
function FileName({ name }: { name: string }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <IconFileText size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" truncate="end" title={name}>
        <VisuallyHidden>{t('admin.reviews.colFile')}: </VisuallyHidden>
        {name}
      </Text>
    </Group>
  );
}

/** The reviews as a table; the table scrolls sideways inside a focusable region when the screen is narrow. */
export function ReviewsTable({ rows }: { rows: TAdminCritiqueRow[] }) {
  const { t, name, score, stars, count } = useCells();
  return (
    <ScrollTable label={t('admin.reviews.tableLabel')} minWidth={900} className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.reviews.colVisitor')}</Table.Th>
          <Table.Th>{t('admin.reviews.colCreated')}</Table.Th>
          <Table.Th>{t('admin.reviews.colStatus')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.reviews.colScore')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.reviews.colStars')}</Table.Th>
          {FUNNEL.map((key) => (
            <Table.Th key={key} className={classes.numeric}>
              {t(`admin.reviews.funnel.${key}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row._id} className={classes.item} data-testid="review-row" data-id={row._id}>
            <Table.Td maw={280}>
              <Anchor component={Link} to={reviewPath(row._id)} fw={600} className={classes.open}>
                {name(row)}
              </Anchor>
              <Text size="sm" c="dimmed" truncate="end" title={row.email}>
                {row.email}
              </Text>
              <FileName name={row.fileName} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(row.createdAt)}</Table.Td>
            <Table.Td>
              <ReviewBadges ready={!!row.processedAt} writtenByWriter={row.writtenByWriter} />
            </Table.Td>
            <Table.Td className={classes.numeric}>{score(row)}</Table.Td>
            <Table.Td className={classes.numeric}>{stars(row)}</Table.Td>
            {FUNNEL.map((key) => (
              <Table.Td key={key} className={classes.numeric} data-testid={`funnel-${key}`}>
                {count(row.funnel[key])}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

/** The reviews on a phone: one card each, its figures in a two-column grid of labelled values. */
export function ReviewCards({ rows }: { rows: TAdminCritiqueRow[] }) {
  const { t, name, score, stars, count } = useCells();
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('admin.reviews.tableLabel')}>
      {rows.map((row) => {
        const figures: [string, string][] = [
          [t('admin.reviews.colCreated'), dateOf(row.createdAt)],
          [t('admin.reviews.colScore'), score(row)],
          [t('admin.reviews.colStars'), stars(row)],
          ...FUNNEL.map((key): [string, string] => [t(`admin.reviews.funnel.${key}`), count(row.funnel[key])]),
        ];
        return (
          <Paper component="li" key={row._id} withBorder radius="md" p="md" className={classes.item} data-testid="review-row" data-id={row._id}>
            <Stack gap={6}>
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={reviewPath(row._id)} fw={600} className={classes.open}>
                  {name(row)}
                </Anchor>
                <Text size="sm" c="dimmed" truncate="end">
                  {row.email}
                </Text>
                <FileName name={row.fileName} />
              </div>
              <ReviewBadges ready={!!row.processedAt} writtenByWriter={row.writtenByWriter} />
              <FigureGrid figures={figures} />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
