import { Paper, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../../lib/i18n.ts';

export interface OrderColumn<T> {
  header: string;
  cell: (order: T) => ReactNode;
}

interface OrdersListProps<T> {
  orders: T[];
  columns: OrderColumn<T>[];
  /** Phones get one card per order instead of the table. */
  compact: boolean;
  card: (order: T) => ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
}

/** Staff order lists: a table of `columns`, or on phones one card per order; each row or card is an 'order-row'. */
export function OrdersList<T extends { _id: string }>({ orders, columns, compact, card, minWidth }: OrdersListProps<T>) {
  const { t } = useTranslation(WRITER_NS);
  if (compact) {
    return (
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('writer.orders.listLabel')}>
        {orders.map((order) => (
          <Paper component="li" key={order._id} withBorder radius="md" p="md" data-testid="order-row">
            {card(order)}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('writer.orders.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order._id} data-testid="order-row">
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(order)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
