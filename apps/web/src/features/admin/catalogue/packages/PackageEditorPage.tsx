import { ZPackageInput, type TAdminContract, type TAdminPackage, type TAdminQuestionnaire, type TAdminSurvey } from '@draftdesk/contract';
import { Alert, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText } from '../../../../lib/messages.ts';
import { PackageDescription } from '../../../checkout/components/PackageDescription.tsx';
import { useContracts, useCreatePackage, useDeletePackage, usePackage, usePackages, useQuestionnaires, useSurveys, useUpdatePackage } from '../api.ts';
import { catalogueFieldText, emptyPackage, packageToForm } from '../catalogue-form.ts';
import { CatalogueHistory } from '../components/CatalogueHistory.tsx';
import { BackToList, EditorActions, SaveFeedback } from '../components/EditorParts.tsx';
import { useCatalogueForm } from '../components/useCatalogueForm.ts';
import { catalogueListPath, editedId } from '../paths.ts';
import { ServicesEditor } from './ServicesEditor.tsx';

const FIELDS = ['name', 'price', 'purchasable', 'description', 'descriptionHtml', 'contractId', 'surveyId', 'services'] as const;
const NONE = 'none';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The HTML description beside what customers will see of it, sanitised as the checkout shows it. */
function DescriptionPreview({ html, text }: { html: string | undefined; text: string | undefined }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="package-preview-label">
        {t('admin.catalogue.packages.preview')}
      </Text>
      <Paper withBorder radius="sm" p="sm" mih={96} role="region" aria-labelledby="package-preview-label" data-testid="description-preview">
        {html?.trim() || text?.trim() ? (
          <PackageDescription html={html ?? ''} text={text ?? ''} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.catalogue.packages.previewEmpty')}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

interface PackageFormProps {
  pkg: TAdminPackage | null;
  currency: string;
  contracts: Pick<TAdminContract, '_id' | 'title'>[];
  surveys: Pick<TAdminSurvey, '_id' | 'title'>[];
  questionnaires: Pick<TAdminQuestionnaire, '_id' | 'name'>[];
  onReload: () => Promise<TAdminPackage | undefined>;
}

function PackageForm({ pkg, currency, contracts, surveys, questionnaires, onReload }: PackageFormProps) {
  const { t } = useTranslation(ADMIN_NS);
  const remove = useDeletePackage();
  const { form, editor, onSubmit, busy, feedback } = useCatalogueForm({
    kind: 'packages',
    item: pkg,
    schema: ZPackageInput,
    toForm: packageToForm,
    empty: emptyPackage(),
    fields: FIELDS,
    create: useCreatePackage(),
    update: useUpdatePackage(pkg?._id ?? ''),
    remove,
    savedItem: (response) => response.package,
    reload: onReload,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('admin.catalogue.packages.formLabel')}>
      <Stack gap="md">
        {pkg && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} role="note">
            {t('admin.catalogue.packages.snapshotNote', { orders: pkg.orderCount })}
          </Alert>
        )}
        <Section id="package-details" title={t('admin.catalogue.packages.details')}>
          <Stack gap="sm">
            <TextInput
              label={t('admin.catalogue.packages.name')}
              required
              maxLength={120}
              disabled={busy}
              error={catalogueFieldText(t, errors.name)}
              {...form.register('name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Controller
                control={form.control}
                name="price"
                render={({ field }) => (
                  <NumberInput
                    ref={field.ref}
                    name={field.name}
                    label={t('admin.catalogue.packages.price', { currency: currency.toUpperCase() })}
                    description={t('admin.catalogue.packages.priceHint')}
                    required
                    min={0}
                    max={1_000_000}
                    decimalScale={2}
                    allowNegative={false}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                    onBlur={field.onBlur}
                    disabled={busy}
                    error={catalogueFieldText(t, errors.price, t('admin.catalogue.validation.enterPrice'))}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="contractId"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label={t('admin.catalogue.packages.contract')}
                    description={t('admin.catalogue.packages.contractHint')}
                    data={[
                      { value: NONE, label: t('admin.catalogue.packages.noContract') },
                      ...contracts.map((contract) => ({ value: contract._id, label: contract.title })),
                    ]}
                    value={field.value ?? NONE}
                    onChange={(value) => field.onChange(!value || value === NONE ? null : value)}
                    onBlur={field.onBlur}
                    allowDeselect={false}
                    disabled={busy}
                    error={catalogueFieldText(t, errors.contractId)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="surveyId"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label={t('admin.catalogue.packages.survey')}
                    description={t('admin.catalogue.packages.surveyHint')}
                    data={[
                      { value: NONE, label: t('admin.catalogue.packages.noSurvey') },
                      ...surveys.map((survey) => ({ value: survey._id, label: survey.title })),
                    ]}
                    value={field.value ?? NONE}
                    onChange={(value) => field.onChange(!value || value === NONE ? null : value)}
                    onBlur={field.onBlur}
                    allowDeselect={false}
                    disabled={busy}
                    error={catalogueFieldText(t, errors.surveyId)}
                  />
                )}
              />
            </SimpleGrid>
            <Controller
              control={form.control}
              name="purchasable"
              render={({ field }) => (
                <Switch
                  ref={field.ref}
                  name={field.name}
                  label={t('admin.catalogue.packages.purchasable')}
                  description={t('admin.catalogue.packages.purchasableHint')}
                  checked={field.value ?? true}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  disabled={busy}
                />
              )}
            />
          </Stack>
        </Section>
        <Section id="package-description" title={t('admin.catalogue.packages.descriptionHeading')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="sm">
              <Textarea
                label={t('admin.catalogue.packages.description')}
                description={t('admin.catalogue.packages.descriptionHint')}
                autosize
                minRows={2}
                maxRows={6}
                maxLength={2000}
                disabled={busy}
                error={catalogueFieldText(t, errors.description)}
                {...form.register('description')}
              />
              <Textarea
                label={t('admin.catalogue.packages.descriptionHtml')}
                description={t('admin.catalogue.packages.descriptionHtmlHint')}
                autosize
                minRows={4}
                maxRows={14}
                maxLength={20_000}
                spellCheck={false}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                disabled={busy}
                error={catalogueFieldText(t, errors.descriptionHtml)}
                {...form.register('descriptionHtml')}
              />
            </Stack>
            <DescriptionPreview html={form.watch('descriptionHtml')} text={form.watch('description')} />
          </SimpleGrid>
        </Section>
        <Section id="package-services" title={t('admin.catalogue.services.heading')}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('admin.catalogue.services.intro')}
          </Text>
          <Controller
            control={form.control}
            name="services"
            render={({ field }) => (
              <ServicesEditor value={field.value} onChange={field.onChange} errors={errors.services} questionnaires={questionnaires} disabled={busy} />
            )}
          />
        </Section>
        <SaveFeedback {...feedback} />
        <EditorActions
          saving={busy}
          saveLabel={t(pkg ? 'admin.catalogue.save' : 'admin.catalogue.packages.create')}
          onDelete={pkg ? () => editor.askDelete(pkg._id, pkg.name) : undefined}
          deleteLabel={t('admin.catalogue.packages.delete')}
          deleting={remove.isPending}
        />
      </Stack>
    </form>
  );
}

/** /admin/catalogue/packages/new and /admin/catalogue/packages/:id: a package's details, description, contract and services. */
export default function PackageEditorPage() {
  const { t } = useTranslation(ADMIN_NS);
  const id = editedId(useParams().id);
  const item = usePackage(id);
  const list = usePackages();
  const contracts = useContracts();
  const questionnaires = useQuestionnaires();
  const surveys = useSurveys();
  const queries = [list, contracts, surveys, questionnaires, ...(id ? [item] : [])];
  const failed = queries.find((query) => query.isError);
  const ready = queries.every((query) => query.isSuccess);
  const pkg = item.data?.package ?? null;

  return (
    <>
      <PageHeader title={pkg ? pkg.name : id ? t('admin.catalogue.packages.editTitle') : t('admin.catalogue.packages.new')} />
      <Stack gap="md" maw={960}>
        <BackToList to={catalogueListPath('packages')} label={t('admin.catalogue.packages.back')} />
        {failed && <ErrorAlert message={errorText(t, failed.error)} onRetry={() => queries.forEach((query) => void query.refetch())} />}
        {!failed && !ready && <Skeleton h={420} radius="md" aria-hidden />}
        {ready && (
          <PackageForm
            key={pkg?._id ?? 'new'}
            pkg={pkg}
            currency={pkg?.currency ?? list.data?.currency ?? 'usd'}
            contracts={contracts.data?.contracts ?? []}
            surveys={surveys.data?.surveys ?? []}
            questionnaires={questionnaires.data?.questionnaires ?? []}
            onReload={() => item.refetch().then((result) => result.data?.package)}
          />
        )}
        {ready && pkg && <CatalogueHistory entries={item.data?.history} />}
      </Stack>
    </>
  );
}
