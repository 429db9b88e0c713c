import type { TReportOrder } from '@draftdesk/contract';
import { Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toCsv, downloadCsv } from '../../../lib/csv.ts';
import { dateOf } from '../../../lib/format.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { FigureGrid, ScrollTable } from '../components/ListParts.tsx';
import type { CsvTable } from './report-csv.ts';

/** Downloads one table as `<name>-<today>.csv`. */
export function CsvButton({ table, label }: { table: CsvTable; label: string }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={t('admin.reports.downloadCsvOf', { table: label })}
      data-testid={`csv-${table.name}`}
      onClick={() => downloadCsv(`${table.name}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(table.header, table.rows))}
    >
      {t('admin.reports.downloadCsv')}
    </Button>
  );
}

/** A titled card of the dashboard with its CSV button in the corner. */
export function ReportSection({ id, title, table, extra, children }: { id: string; title: string; table?: CsvTable; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id} data-testid={`section-${id}`}>
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Group gap="xs">
          {extra}
          {table && <CsvButton table={table} label={title} />}
        </Group>
      </Group>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

/** A key figure: a label, a large value, and a line under it (a link when it leads somewhere). */
export function FigureCard({
  label,
  value,
  hint,
  to,
  testId,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  to?: string;
  testId: string;
  tone?: 'alert';
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed" component="h3" fw={500} m={0}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3} c={tone === 'alert' ? 'red.8' : undefined} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {hint &&
        (to ? (
          <Anchor component={Link} to={to} size="sm">
            {hint}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ))}
    </Paper>
  );
}

export function FigureCards({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {children}
    </SimpleGrid>
  );
}

/** A table of numbers with a header row; every cell after the first is right-aligned. */
export function NumberTable({ label, header, rows, minWidth = 320 }: { label: string; header: string[]; rows: ReactNode[][]; minWidth?: number }) {
  return (
    <ScrollTable label={label} minWidth={minWidth}>
      <Table.Thead>
        <Table.Tr>
          {header.map((h, i) => (
            <Table.Th key={h} ta={i === 0 ? undefined : 'right'} scope="col">
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, r) => (
          <Table.Tr key={r}>
            {row.map((cell, i) =>
              i === 0 ? (
                <Table.Th key={i} scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={i} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

/** The unassigned or overdue orders: a table on a desktop, cards on a phone, each leading to the admin's order page. */
export function OrderQueue({ orders, label, compact, testId }: { orders: TReportOrder[]; label: string; compact: boolean; testId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const open = (o: TReportOrder) => (
    <Anchor component={Link} to={`/admin/orders/${o._id}`} fw={600} size="sm" aria-label={t('admin.orders.openN', { number: o.orderNumber })}>
      #{o.orderNumber}
    </Anchor>
  );
  const due = (o: TReportOrder) => (o.dueDate ? dateOf(o.dueDate) : '—');
  if (compact) {
    return (
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {orders.map((o) => (
          <Paper component="li" key={o._id} withBorder radius="md" p="sm" data-testid={testId}>
            <Stack gap={4}>
              <Group gap="xs">
                {open(o)}
                <Text size="sm">{o.packageName}</Text>
              </Group>
              <FigureGrid
                figures={[
                  [t('admin.reports.col.customer'), o.customerName],
                  [t('admin.reports.col.writer'), o.writerName ?? t('admin.orders.unassigned')],
                  [t('admin.reports.col.due'), due(o)],
                  [t('admin.reports.col.created'), dateOf(o.createdAt)],
                ]}
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <ScrollTable label={label} minWidth={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.reports.col.order')}</Table.Th>
          <Table.Th>{t('admin.reports.col.customer')}</Table.Th>
          <Table.Th>{t('admin.reports.col.writer')}</Table.Th>
          <Table.Th ta="right">{t('admin.reports.col.progress')}</Table.Th>
          <Table.Th>{t('admin.reports.col.due')}</Table.Th>
          <Table.Th>{t('admin.reports.col.created')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((o) => (
          <Table.Tr key={o._id} data-testid={testId}>
            <Table.Td>
              {open(o)}
              <Text size="sm" c="dimmed">
                {o.packageName}
              </Text>
            </Table.Td>
            <Table.Td>{o.customerName}</Table.Td>
            <Table.Td>{o.writerName ?? t('admin.orders.unassigned')}</Table.Td>
            <Table.Td ta="right">{o.statusPercentage} %</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{due(o)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(o.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
