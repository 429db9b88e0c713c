import { MESSAGES, type TCritique, type TCritiqueEditRequest } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { TimedAlert } from '../../../../components/TimedAlert.tsx';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText, fieldErrorText } from '../../../../lib/messages.ts';
import { useEditCritique } from '../../api.ts';
import { REPORT_TEXTS, reportResultOf, reportTextOf } from '../report-texts.ts';

const MAX_TEXT = 5000;
// The contract's rule for each text (ZCritiqueEditRequest: trimmed, 1 to 5000 characters), as a list in REPORT_TEXTS' order.
const textsSchema = z.object({ texts: z.array(z.string().trim().min(1, MESSAGES.fieldRequired).max(MAX_TEXT)) });
type TextsForm = z.infer<typeof textsSchema>;

const textsOf = (critique: TCritique): TextsForm => ({ texts: REPORT_TEXTS.map((item) => reportTextOf(critique, item.path)) });

/** One textarea per report text staff may rewrite; Save sends only the changed ones. Disabled until the review is ready. */
export function ReportTextsForm({ critique }: { critique: TCritique }) {
  const { t } = useTranslation(ADMIN_NS);
  const ready = !!critique.processedAt;
  const edit = useEditCritique(critique._id);
  const [saved, setSaved] = useState(false);
  const values = useMemo(() => textsOf(critique), [critique]);
  const form = useForm<TextsForm>({ resolver: zodResolver(textsSchema), values, resetOptions: { keepDirtyValues: true } });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(({ texts }) => {
    const changed: TCritiqueEditRequest['texts'] = {};
    REPORT_TEXTS.forEach((item, i) => {
      if (texts[i] !== reportTextOf(critique, item.path).trim()) changed[item.path] = texts[i];
    });
    setSaved(false);
    if (Object.keys(changed).length === 0) return form.reset(values);
    edit.mutate(
      { texts: changed },
      {
        onSuccess: (response) => {
          form.reset(textsOf(response.critique));
          setSaved(true);
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="report-texts-title">
      <Title order={2} size="h4" id="report-texts-title" mb={4}>
        {t('admin.reviews.textsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.reviews.textsIntro')}
      </Text>
      <form onSubmit={onSubmit} noValidate data-testid="report-texts-form">
        <Stack gap="lg">
          {REPORT_TEXTS.map((item, i) => {
            const result = reportResultOf(critique, item.path);
            return (
              <Textarea
                key={item.path}
                label={t('admin.reviews.textLabel', { tab: t(`admin.reviews.tabs.${item.tab}`), check: t(`admin.reviews.checks.${item.check}`) })}
                description={
                  (result || item.html) && (
                    <Group component="span" gap={6} wrap="wrap">
                      {result && (
                        <Badge component="span" size="xs" variant="light" color={result === 'good' ? 'teal' : 'red'}>
                          {t(`admin.reviews.result.${result}`)}
                        </Badge>
                      )}
                      {item.html && <span>{t('admin.reviews.htmlHint')}</span>}
                    </Group>
                  )
                }
                autosize
                minRows={item.html ? 4 : 2}
                maxRows={14}
                maxLength={MAX_TEXT}
                disabled={!ready || edit.isPending}
                error={fieldErrorText(t, errors.texts?.[i])}
                data-testid={`text-${item.path}`}
                styles={item.html ? { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)' } } : undefined}
                {...form.register(`texts.${i}`)}
              />
            );
          })}
          {edit.isError && <ErrorAlert message={errorText(t, edit.error)} />}
          {saved && <TimedAlert message={t('admin.reviews.saved')} onClose={() => setSaved(false)} data-testid="texts-saved" />}
          <Group justify="flex-end" gap="sm">
            {isDirty && (
              <Text size="sm" c="dimmed">
                {t('admin.reviews.unsaved')}
              </Text>
            )}
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={edit.isPending} disabled={!ready || !isDirty}>
              {t('admin.reviews.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
