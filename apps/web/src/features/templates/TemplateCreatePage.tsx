import { ZTemplateCreateRequest, type TTemplateCreateRequest } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PageHeader } from '../../components/PageHeader.tsx';
import { flashState } from '../../lib/flash.ts';
import { applyServerFieldErrors } from '../../lib/forms.ts';
import { errorText, fieldErrorText } from '../../lib/messages.ts';
import { useCreateTemplate } from './api.ts';
import { WRITER_NS } from '../../lib/i18n.ts';

/** /questionnaire-template/create: a name, then the new template opens (spec 02 "Questionnaire templates"). */
export default function TemplateCreatePage() {
  const { t } = useTranslation(WRITER_NS);
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const form = useForm<z.input<typeof ZTemplateCreateRequest>, unknown, TTemplateCreateRequest>({
    resolver: zodResolver(ZTemplateCreateRequest),
    defaultValues: { name: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (response) =>
        void navigate(`/questionnaire-template/template?key=${encodeURIComponent(response.template._id)}`, { state: flashState(response.message) }),
      onError: (error) => applyServerFieldErrors(error, form.setError, ['name']),
    }),
  );

  return (
    <>
      <PageHeader title={t('titles.createTemplate')} />
      <Paper withBorder radius="md" p="lg" maw={640}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('writer.templates.createIntro')}
            </Text>
            {create.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(t, create.error)}
              </Alert>
            )}
            <TextInput
              label={t('writer.templates.name')}
              aria-required
              withAsterisk
              maxLength={200}
              error={fieldErrorText(t, form.formState.errors.name)}
              {...form.register('name')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t('writer.templates.createSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
