import { ZExternalProductFrequency, ZExternalProductInput, type TAdminExternalProduct } from '@draftdesk/contract';
import { NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText } from '../../../../lib/messages.ts';
import { useCreateExternalProduct, useDeleteExternalProduct, useExternalProduct, useExternalProducts, useUpdateExternalProduct } from '../api.ts';
import { catalogueFieldText, productToForm } from '../catalogue-form.ts';
import { CatalogueHistory } from '../components/CatalogueHistory.tsx';
import { BackToList, EditorActions, SaveFeedback } from '../components/EditorParts.tsx';
import { useCatalogueForm } from '../components/useCatalogueForm.ts';
import { catalogueListPath, editedId } from '../paths.ts';

const FIELDS = ['name', 'price', 'frequency', 'productLink', 'productDescription', 'buttonText'] as const;
const FREQUENCIES = ZExternalProductFrequency.options;

function ProductForm({
  product,
  currency,
  onReload,
}: {
  product: TAdminExternalProduct | null;
  currency: string;
  onReload: () => Promise<TAdminExternalProduct | undefined>;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const remove = useDeleteExternalProduct();
  const { form, editor, onSubmit, busy, feedback } = useCatalogueForm({
    kind: 'external-products',
    item: product,
    schema: ZExternalProductInput,
    toForm: productToForm,
    empty: { name: '', frequency: 'Month', productLink: 'https://', productDescription: '', buttonText: '' },
    fields: FIELDS,
    create: useCreateExternalProduct(),
    update: useUpdateExternalProduct(product?._id ?? ''),
    remove,
    savedItem: (response) => response.product,
    reload: onReload,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('admin.catalogue.external-products.formLabel')}>
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <TextInput
              label={t('admin.catalogue.external-products.name')}
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
                name="frequency"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label={t('admin.catalogue.external-products.frequency')}
                    description={t('admin.catalogue.external-products.frequencyHint')}
                    required
                    data={FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`admin.catalogue.external-products.frequencies.${frequency}`) }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    onBlur={field.onBlur}
                    allowDeselect={false}
                    disabled={busy}
                    error={catalogueFieldText(t, errors.frequency)}
                  />
                )}
              />
            </SimpleGrid>
            <TextInput
              type="url"
              label={t('admin.catalogue.external-products.link')}
              description={t('admin.catalogue.external-products.linkHint')}
              required
              maxLength={2000}
              disabled={busy}
              error={catalogueFieldText(t, errors.productLink)}
              {...form.register('productLink')}
            />
            <Textarea
              label={t('admin.catalogue.external-products.description')}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={2000}
              disabled={busy}
              error={catalogueFieldText(t, errors.productDescription)}
              {...form.register('productDescription')}
            />
            <TextInput
              label={t('admin.catalogue.external-products.button')}
              description={t('admin.catalogue.external-products.buttonHint')}
              required
              maxLength={60}
              disabled={busy}
              error={catalogueFieldText(t, errors.buttonText)}
              {...form.register('buttonText')}
            />
          </Stack>
        </Paper>
        <SaveFeedback {...feedback} />
        <EditorActions
          saving={busy}
          saveLabel={t(product ? 'admin.catalogue.save' : 'admin.catalogue.external-products.create')}
          onDelete={product ? () => editor.askDelete(product._id, product.name) : undefined}
          deleteLabel={t('admin.catalogue.external-products.delete')}
          deleting={remove.isPending}
        />
      </Stack>
    </form>
  );
}

/** /admin/catalogue/external-products/new and /:id: a product sold outside the packages, which the free review offers. */
export default function ProductEditorPage() {
  const { t } = useTranslation(ADMIN_NS);
  const id = editedId(useParams().id);
  const query = useExternalProduct(id);
  const list = useExternalProducts();
  const product = query.data?.product ?? null;
  return (
    <>
      <PageHeader title={product ? product.name : id ? t('admin.catalogue.external-products.editTitle') : t('admin.catalogue.external-products.new')} />
      <Stack gap="md" maw={960}>
        <BackToList to={catalogueListPath('external-products')} label={t('admin.catalogue.external-products.back')} />
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {((id && query.isPending) || list.isPending) && <Skeleton h={420} radius="md" aria-hidden />}
        {(!id || product) && !list.isPending && (
          <ProductForm
            key={product?._id ?? 'new'}
            product={product}
            currency={list.data?.currency ?? 'usd'}
            onReload={() => query.refetch().then((result) => result.data?.product)}
          />
        )}
        {product && !list.isPending && <CatalogueHistory entries={query.data?.history} />}
      </Stack>
    </>
  );
}
