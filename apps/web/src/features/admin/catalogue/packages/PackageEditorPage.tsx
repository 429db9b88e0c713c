import { ZPackageInput, type TAdminContract, type TAdminPackage, type TAdminQuestionnaire, type TPackageInput } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { flashState } from '../../../../lib/flash.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText } from '../../../../lib/messages.ts';
import { PackageDescription } from '../../../checkout/components/PackageDescription.tsx';
import { useContracts, useCreatePackage, useDeletePackage, usePackage, usePackages, useQuestionnaires, useUpdatePackage } from '../api.ts';
import { catalogueFieldText, emptyPackage, packageToForm, serverFieldErrors } from '../catalogue-form.ts';
import { BackToList, EditorActions, SaveFeedback } from '../components/EditorParts.tsx';
import { useCatalogueEditor } from '../components/useCatalogueEditor.tsx';
import { catalogueListPath, editedId } from '../paths.ts';
import { ServicesEditor } from './ServicesEditor.tsx';

type PackageOutput = z.output<typeof ZPackageInput>;
const FIELDS = ['name', 'price', 'purchasable', 'description', 'descriptionHtml', 'contractId', 'services'] as const;
const NO_CONTRACT = 'none';

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
  questionnaires: Pick<TAdminQuestionnaire, '_id' | 'name'>[];
  onReload: () => Promise<TAdminPackage | undefined>;
}

function PackageForm({ pkg, currency, contracts, questionnaires, onReload }: PackageFormProps) {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const create = useCreatePackage();
  const update = useUpdatePackage(pkg?._id ?? '');
  const remove = useDeletePackage();
  const editor = useCatalogueEditor('packages', remove);
  // The version the form was loaded with: a save says it, so a change by someone else in between is refused.
  const [version, setVersion] = useState(pkg?.updatedAt ?? '');
  const [reloading, setReloading] = useState(false);
  const form = useForm<TPackageInput, unknown, PackageOutput>({
    resolver: zodResolver(ZPackageInput),
    defaultValues: pkg ? packageToForm(pkg) : emptyPackage(),
  });
  const { errors } = form.formState;

  const refused = (error: unknown) => {
    const fields = serverFieldErrors(error, FIELDS, (code) => t(`messages.${code}`));
    fields.forEach((field, i) => form.setError(field.path as FieldPath<TPackageInput>, { type: 'server', message: field.message }, { shouldFocus: i === 0 }));
    editor.failed(fields.length ? null : error);
  };

  const onSubmit = form.handleSubmit((values) => {
    editor.clearFailure();
    if (!pkg) {
      return create.mutateAsync(values).then((response) => navigate(catalogueListPath('packages'), { state: flashState(response.message ?? '') }), refused);
    }
    return update.mutateAsync({ ...values, updatedAt: version }).then((response) => {
      setVersion(response.package.updatedAt);
      form.reset(packageToForm(response.package));
      editor.saved(response.message);
    }, refused);
  });

  const reload = async () => {
    setReloading(true);
    const fresh = await onReload().finally(() => setReloading(false));
    if (!fresh) return;
    setVersion(fresh.updatedAt);
    form.reset(packageToForm(fresh));
    editor.clearFailure();
  };

  const busy = create.isPending || update.isPending;
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
                      { value: NO_CONTRACT, label: t('admin.catalogue.packages.noContract') },
                      ...contracts.map((contract) => ({ value: contract._id, label: contract.title })),
                    ]}
                    value={field.value ?? NO_CONTRACT}
                    onChange={(value) => field.onChange(!value || value === NO_CONTRACT ? null : value)}
                    onBlur={field.onBlur}
                    allowDeselect={false}
                    disabled={busy}
                    error={catalogueFieldText(t, errors.contractId)}
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
        <SaveFeedback
          success={editor.success}
          onSuccessClose={editor.clearSuccess}
          failure={editor.failure}
          onReload={() => void reload()}
          reloading={reloading}
        />
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
  const queries = [list, contracts, questionnaires, ...(id ? [item] : [])];
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
            questionnaires={questionnaires.data?.questionnaires ?? []}
            onReload={() => item.refetch().then((result) => result.data?.package)}
          />
        )}
      </Stack>
    </>
  );
}
