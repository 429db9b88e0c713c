import type { TAdminContract, TAdminExternalProduct, TAdminPackage, TAdminQuestionnaire, TAdminSurvey } from '@draftdesk/contract';
import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateOf } from '../../../../lib/format.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { formatPrice } from '../../../../lib/money.ts';
import { FigureGrid, ScrollTable } from '../../components/ListParts.tsx';
import classes from '../../reviews/components/ReviewsList.module.css';
import { catalogueEditPath } from '../paths.ts';

/** A row's name: a real link to its editor that stretches over the whole row or card. */
function OpenLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={600} className={classes.open}>
      {children}
    </Anchor>
  );
}

/** Colour is not the only signal: the badge says whether the package is on sale. */
export function PurchasableBadge({ purchasable }: { purchasable: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Badge color={purchasable ? 'teal' : 'gray'} variant="light" data-testid="package-purchasable">
      {t(purchasable ? 'admin.catalogue.packages.onSale' : 'admin.catalogue.packages.notOnSale')}
    </Badge>
  );
}

const serviceNames = (pkg: TAdminPackage) => pkg.services.map((s) => s.serviceName).join(', ');

/** One card per entry on a phone. */
function Cards<T extends { _id: string }>({ rows, label, testId, render }: { rows: T[]; label: string; testId: string; render: (row: T) => ReactNode }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map((row) => (
        <Paper component="li" key={row._id} withBorder radius="md" p="md" className={classes.item} data-testid={testId}>
          <Stack gap={6}>{render(row)}</Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export function PackagesList({ rows, currency, compact }: { rows: TAdminPackage[]; currency: string; compact: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const label = t('admin.catalogue.packages.listLabel');
  if (compact) {
    return (
      <Cards
        rows={rows}
        label={label}
        testId="package-row"
        render={(pkg) => (
          <>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <OpenLink to={catalogueEditPath('packages', pkg._id)}>{pkg.name}</OpenLink>
              <Text fw={600} className={classes.numeric}>
                {formatPrice(pkg.price, currency)}
              </Text>
            </Group>
            <PurchasableBadge purchasable={pkg.purchasable} />
            <FigureGrid
              figures={[
                [t('admin.catalogue.packages.colServices'), serviceNames(pkg)],
                [t('admin.catalogue.packages.colOrders'), String(pkg.orderCount)],
              ]}
            />
          </>
        )}
      />
    );
  }
  return (
    <ScrollTable label={label} minWidth={720}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.catalogue.packages.colName')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.catalogue.packages.colPrice')}</Table.Th>
          <Table.Th>{t('admin.catalogue.packages.colStatus')}</Table.Th>
          <Table.Th>{t('admin.catalogue.packages.colServices')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.catalogue.packages.colOrders')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((pkg) => (
          <Table.Tr key={pkg._id} className={classes.item} data-testid="package-row">
            <Table.Td maw={280}>
              <OpenLink to={catalogueEditPath('packages', pkg._id)}>{pkg.name}</OpenLink>
            </Table.Td>
            <Table.Td className={classes.numeric}>{formatPrice(pkg.price, currency)}</Table.Td>
            <Table.Td>
              <PurchasableBadge purchasable={pkg.purchasable} />
            </Table.Td>
            <Table.Td maw={320}>{serviceNames(pkg)}</Table.Td>
            <Table.Td className={classes.numeric}>{pkg.orderCount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

export function ContractsList({ rows, compact }: { rows: TAdminContract[]; compact: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const label = t('admin.catalogue.contracts.listLabel');
  if (compact) {
    return (
      <Cards
        rows={rows}
        label={label}
        testId="contract-row"
        render={(contract) => (
          <>
            <OpenLink to={catalogueEditPath('contracts', contract._id)}>{contract.title}</OpenLink>
            <FigureGrid
              figures={[
                [t('admin.catalogue.colUsedBy'), String(contract.packageCount)],
                [t('admin.catalogue.colUpdated'), dateOf(contract.updatedAt)],
              ]}
            />
          </>
        )}
      />
    );
  }
  return (
    <ScrollTable label={label} minWidth={560}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.catalogue.contracts.colTitle')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.catalogue.colUsedBy')}</Table.Th>
          <Table.Th>{t('admin.catalogue.colUpdated')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((contract) => (
          <Table.Tr key={contract._id} className={classes.item} data-testid="contract-row">
            <Table.Td>
              <OpenLink to={catalogueEditPath('contracts', contract._id)}>{contract.title}</OpenLink>
            </Table.Td>
            <Table.Td className={classes.numeric}>{contract.packageCount}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(contract.updatedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

export function QuestionnairesList({ rows, compact }: { rows: TAdminQuestionnaire[]; compact: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const label = t('admin.catalogue.questionnaires.listLabel');
  if (compact) {
    return (
      <Cards
        rows={rows}
        label={label}
        testId="questionnaire-row"
        render={(questionnaire) => (
          <>
            <OpenLink to={catalogueEditPath('questionnaires', questionnaire._id)}>{questionnaire.name}</OpenLink>
            <FigureGrid
              figures={[
                [t('admin.catalogue.questionnaires.colItems'), String(questionnaire.items.length)],
                [t('admin.catalogue.colUsedBy'), String(questionnaire.packageCount)],
              ]}
            />
          </>
        )}
      />
    );
  }
  return (
    <ScrollTable label={label} minWidth={600}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.catalogue.questionnaires.colName')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.catalogue.questionnaires.colItems')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.catalogue.colUsedBy')}</Table.Th>
          <Table.Th>{t('admin.catalogue.colUpdated')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((questionnaire) => (
          <Table.Tr key={questionnaire._id} className={classes.item} data-testid="questionnaire-row">
            <Table.Td>
              <OpenLink to={catalogueEditPath('questionnaires', questionnaire._id)}>{questionnaire.name}</OpenLink>
            </Table.Td>
            <Table.Td className={classes.numeric}>{questionnaire.items.length}</Table.Td>
            <Table.Td className={classes.numeric}>{questionnaire.packageCount}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(questionnaire.updatedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

export function SurveysList({ rows, compact }: { rows: TAdminSurvey[]; compact: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const label = t('admin.catalogue.surveys.listLabel');
  const figures = (survey: TAdminSurvey): [string, string][] => [
    [t('admin.catalogue.surveys.colQuestions'), String(survey.questions.length)],
    [t('admin.catalogue.colUsedBy'), String(survey.packageCount)],
    [t('admin.catalogue.colUpdated'), dateOf(survey.updatedAt)],
  ];
  if (compact) {
    return (
      <Cards
        rows={rows}
        label={label}
        testId="survey-row"
        render={(survey) => (
          <>
            <OpenLink to={catalogueEditPath('surveys', survey._id)}>{survey.title}</OpenLink>
            <FigureGrid figures={figures(survey)} />
          </>
        )}
      />
    );
  }
  return (
    <ScrollTable label={label} minWidth={600}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.catalogue.surveys.colTitle')}</Table.Th>
          {figures(rows[0]).map(([heading], i) => (
            <Table.Th key={heading} className={i < 2 ? classes.numeric : undefined}>
              {heading}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((survey) => (
          <Table.Tr key={survey._id} className={classes.item} data-testid="survey-row">
            <Table.Td>
              <OpenLink to={catalogueEditPath('surveys', survey._id)}>{survey.title}</OpenLink>
            </Table.Td>
            {figures(survey).map(([heading, value], i) => (
              <Table.Td key={heading} className={i < 2 ? classes.numeric : undefined} style={{ whiteSpace: 'nowrap' }}>
                {value}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

export function ProductsList({ rows, currency, compact }: { rows: TAdminExternalProduct[]; currency: string; compact: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const label = t('admin.catalogue.external-products.listLabel');
  const price = (product: TAdminExternalProduct) =>
    t('admin.catalogue.external-products.pricePer', {
      price: formatPrice(product.price, currency),
      frequency: t(`admin.catalogue.external-products.frequencies.${product.frequency}`),
    });
  const host = (link: string) => URL.parse(link)?.host ?? link;
  if (compact) {
    return (
      <Cards
        rows={rows}
        label={label}
        testId="product-row"
        render={(product) => (
          <>
            <OpenLink to={catalogueEditPath('external-products', product._id)}>{product.name}</OpenLink>
            <Text fw={600}>{price(product)}</Text>
            <Text size="sm" c="dimmed">
              {host(product.productLink)}
            </Text>
          </>
        )}
      />
    );
  }
  return (
    <ScrollTable label={label} minWidth={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.catalogue.external-products.colName')}</Table.Th>
          <Table.Th>{t('admin.catalogue.external-products.colPrice')}</Table.Th>
          <Table.Th>{t('admin.catalogue.external-products.colLink')}</Table.Th>
          <Table.Th>{t('admin.catalogue.colUpdated')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((product) => (
          <Table.Tr key={product._id} className={classes.item} data-testid="product-row">
            <Table.Td>
              <OpenLink to={catalogueEditPath('external-products', product._id)}>{product.name}</OpenLink>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{price(product)}</Table.Td>
            <Table.Td>{host(product.productLink)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(product.updatedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
