import { CONTRACT_HTML_MAX, ZContractInput, type TAdminContract, type TContractInput } from '@draftdesk/contract';
import { Alert, Paper, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText } from '../../../../lib/messages.ts';
import { useContract, useCreateContract, useDeleteContract, useUpdateContract } from '../api.ts';
import { catalogueFieldText } from '../catalogue-form.ts';
import { CatalogueHistory } from '../components/CatalogueHistory.tsx';
import { BackToList, EditorActions, SaveFeedback } from '../components/EditorParts.tsx';
import { useCatalogueForm } from '../components/useCatalogueForm.ts';
import { catalogueListPath, editedId } from '../paths.ts';

// The rich text editor (Tiptap) is a chunk of its own, loaded after the page's first paint.
const RichTextField = lazy(() => import('./RichTextField.tsx'));

const FIELDS = ['title', 'contentHtml'] as const;
const EMPTY: TContractInput = { title: '', contentHtml: '' };
const toForm = (contract: TAdminContract): TContractInput => ({ title: contract.title, contentHtml: contract.contentHtml });

function ContractForm({ contract, onReload }: { contract: TAdminContract | null; onReload: () => Promise<TAdminContract | undefined> }) {
  const { t } = useTranslation(ADMIN_NS);
  const remove = useDeleteContract();
  const { form, editor, onSubmit, busy, feedback } = useCatalogueForm({
    kind: 'contracts',
    item: contract,
    schema: ZContractInput,
    toForm,
    empty: EMPTY,
    fields: FIELDS,
    create: useCreateContract(),
    update: useUpdateContract(contract?._id ?? ''),
    remove,
    savedItem: (response) => response.contract,
    reload: onReload,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('admin.catalogue.contracts.formLabel')}>
      <Stack gap="md">
        {contract && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} role="note">
            {t('admin.catalogue.contracts.snapshotNote', { packages: contract.packageCount })}
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <TextInput
              label={t('admin.catalogue.contracts.title')}
              required
              maxLength={200}
              disabled={busy}
              error={catalogueFieldText(t, errors.title)}
              {...form.register('title')}
            />
            <Controller
              control={form.control}
              name="contentHtml"
              render={({ field }) => (
                <Suspense fallback={<Skeleton h={340} radius="sm" aria-hidden />}>
                  <RichTextField
                    label={t('admin.catalogue.contracts.content')}
                    description={t('admin.catalogue.contracts.contentHint')}
                    value={field.value}
                    onChange={(html) => field.onChange(html.length > CONTRACT_HTML_MAX ? html.slice(0, CONTRACT_HTML_MAX) : html)}
                    error={catalogueFieldText(t, errors.contentHtml)}
                    disabled={busy}
                  />
                </Suspense>
              )}
            />
          </Stack>
        </Paper>
        <SaveFeedback {...feedback} />
        <EditorActions
          saving={busy}
          saveLabel={t(contract ? 'admin.catalogue.save' : 'admin.catalogue.contracts.create')}
          onDelete={contract ? () => editor.askDelete(contract._id, contract.title) : undefined}
          deleteLabel={t('admin.catalogue.contracts.delete')}
          deleting={remove.isPending}
        />
      </Stack>
    </form>
  );
}

/** /admin/catalogue/contracts/new and /admin/catalogue/contracts/:id: a contract's title and text, which customers sign. */
export default function ContractEditorPage() {
  const { t } = useTranslation(ADMIN_NS);
  const id = editedId(useParams().id);
  const query = useContract(id);
  const contract = query.data?.contract ?? null;
  return (
    <>
      <PageHeader title={contract ? contract.title : id ? t('admin.catalogue.contracts.editTitle') : t('admin.catalogue.contracts.new')} />
      <Stack gap="md" maw={960}>
        <BackToList to={catalogueListPath('contracts')} label={t('admin.catalogue.contracts.back')} />
        {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
        {id && query.isPending && <Skeleton h={420} radius="md" aria-hidden />}
        {(!id || contract) && (
          <ContractForm key={contract?._id ?? 'new'} contract={contract} onReload={() => query.refetch().then((result) => result.data?.contract)} />
        )}
        {contract && <CatalogueHistory entries={query.data?.history} />}
      </Stack>
    </>
  );
}
