import type { TTemplateSummary } from '@draftdesk/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../lib/i18n.ts';

/** Spec 02: a template is a draft, then published. */
export function TemplateStatusBadge({ status }: { status: TTemplateSummary['status'] }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Badge color={status === 'published' ? 'teal' : 'gray'} variant="light" data-testid="template-status" style={{ flexShrink: 0 }}>
      {status === 'published' ? t('writer.templates.published') : t('writer.templates.draft')}
    </Badge>
  );
}
