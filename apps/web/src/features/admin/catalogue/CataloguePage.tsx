import { Button, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconFileText, IconListCheck, IconMoodSmile, IconPackage, IconPlus, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { useFlash } from '../../../lib/flash.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { errorText } from '../../../lib/messages.ts';
import { ListSkeleton } from '../components/ListParts.tsx';
import { useContracts, useExternalProducts, usePackages, useQuestionnaires, useSurveys, type CatalogueKind } from './api.ts';
import { ContractsList, PackagesList, ProductsList, QuestionnairesList, SurveysList } from './components/CatalogueLists.tsx';
import classes from './CataloguePage.module.css';
import { CATALOGUE_TABS, catalogueEditPath, catalogueListPath, catalogueTabOf } from './paths.ts';

const ICONS: Record<CatalogueKind, Icon> = {
  packages: IconPackage,
  contracts: IconFileText,
  questionnaires: IconListCheck,
  surveys: IconMoodSmile,
  'external-products': IconExternalLink,
};

/** A list's loading, failure and empty states around its rows. */
function ListStates({
  kind,
  query,
  count,
  children,
}: {
  kind: CatalogueKind;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NS);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />;
  if (count === 0) {
    return (
      <EmptyState
        icon={ICONS[kind]}
        message={t(`admin.catalogue.${kind}.empty`)}
        hint={t(`admin.catalogue.${kind}.emptyHint`)}
        action={
          <Button component={Link} to={catalogueEditPath(kind)} leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
            {t(`admin.catalogue.${kind}.new`)}
          </Button>
        }
      />
    );
  }
  return children;
}

function PackagesTab({ compact }: { compact: boolean }) {
  const query = usePackages();
  const rows = query.data?.packages ?? [];
  return (
    <ListStates kind="packages" query={query} count={rows.length}>
      <PackagesList rows={rows} currency={query.data?.currency ?? 'usd'} compact={compact} />
    </ListStates>
  );
}

function ContractsTab({ compact }: { compact: boolean }) {
  const query = useContracts();
  const rows = query.data?.contracts ?? [];
  return (
    <ListStates kind="contracts" query={query} count={rows.length}>
      <ContractsList rows={rows} compact={compact} />
    </ListStates>
  );
}

function QuestionnairesTab({ compact }: { compact: boolean }) {
  const query = useQuestionnaires();
  const rows = query.data?.questionnaires ?? [];
  return (
    <ListStates kind="questionnaires" query={query} count={rows.length}>
      <QuestionnairesList rows={rows} compact={compact} />
    </ListStates>
  );
}

function SurveysTab({ compact }: { compact: boolean }) {
  const query = useSurveys();
  const rows = query.data?.surveys ?? [];
  return (
    <ListStates kind="surveys" query={query} count={rows.length}>
      <SurveysList rows={rows} compact={compact} />
    </ListStates>
  );
}

function ProductsTab({ compact }: { compact: boolean }) {
  const query = useExternalProducts();
  const rows = query.data?.products ?? [];
  return (
    <ListStates kind="external-products" query={query} count={rows.length}>
      <ProductsList rows={rows} currency={query.data?.currency ?? 'usd'} compact={compact} />
    </ListStates>
  );
}

const TAB_PANELS: Record<CatalogueKind, (props: { compact: boolean }) => ReactNode> = {
  packages: PackagesTab,
  contracts: ContractsTab,
  questionnaires: QuestionnairesTab,
  surveys: SurveysTab,
  'external-products': ProductsTab,
};

/**
 * /admin/catalogue (packages), /admin/catalogue/contracts, /questionnaires, /surveys, /external-products: what the
 * site sells, the contracts its packages carry, the questionnaires their modules ask, the feedback surveys completed
 * orders ask and the products sold outside the packages; each opens its editor.
 */
export default function CataloguePage() {
  const { t } = useTranslation(ADMIN_NS);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const flash = useFlash();
  const tab = catalogueTabOf(pathname);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const Panel = TAB_PANELS[tab];

  return (
    <>
      <PageHeader
        title={t('titles.catalogue')}
        actions={
          <Button component={Link} to={catalogueEditPath(tab)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t(`admin.catalogue.${tab}.new`)}
          </Button>
        }
      />
      <Stack gap="md">
        <Text c="dimmed">{t('admin.catalogue.intro')}</Text>
        {flash.message && <TimedAlert message={flash.message} onClose={flash.clear} />}
        <Tabs value={tab} onChange={(value) => value && void navigate(catalogueListPath(value as CatalogueKind))} keepMounted={false}>
          <Tabs.List aria-label={t('admin.catalogue.tabsLabel')} className={classes.tabs}>
            {CATALOGUE_TABS.map((kind) => {
              const TabIcon = ICONS[kind];
              return (
                <Tabs.Tab key={kind} value={kind} leftSection={<TabIcon size={16} aria-hidden />}>
                  {t(`admin.catalogue.${kind}.tab`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {CATALOGUE_TABS.map((kind) => (
            <Tabs.Panel key={kind} value={kind} pt="md">
              {kind === tab && <Panel compact={compact} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}
