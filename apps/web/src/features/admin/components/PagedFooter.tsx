import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../lib/i18n.ts';

interface PagedFooterProps {
  /** The list whose texts it says: `admin.{list}.range`, `.pagination`, `.pageN` and `.pageControl.*`. */
  list: 'reviews' | 'people' | 'orders' | 'money.payments' | 'money.invoices';
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onPage: (page: number) => void;
}

/** 'Showing 26–50 of 112' (announced when it changes) and the pages, each named for screen readers. */
export function PagedFooter({ list, page, pageSize, total, shown, onPage }: PagedFooterProps) {
  const { t } = useTranslation(ADMIN_NS);
  const prefix = `admin.${list}`;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(`${prefix}.range`, { from: (page - 1) * pageSize + 1, to: (page - 1) * pageSize + shown, total })}
      </Text>
      {pages > 1 && (
        <nav aria-label={t(`${prefix}.pagination`)}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            getItemProps={(number) => ({ 'aria-label': t(`${prefix}.pageN`, { number }) })}
            getControlProps={(control) => ({ 'aria-label': t(`${prefix}.pageControl.${control}`) })}
          />
        </nav>
      )}
    </Group>
  );
}
