import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title, Typography } from '@mantine/core';
import { IconArrowDown, IconArrowRight, IconCircleCheck, IconDownload, IconSignature } from '@tabler/icons-react';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { ApiError } from '../../lib/api.ts';
import { absoluteTimeOf } from '../../lib/format.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { errorText } from '../../lib/messages.ts';
import { signedContractUrl, useContract, useSignContract } from './api.ts';
import { SignaturePadCanvas, type SignaturePadHandle } from './SignaturePadCanvas.tsx';

const SIGNATURE_SECTION_ID = 'contract-signature';

function scrollToSignature(event: React.MouseEvent) {
  const target = document.getElementById(SIGNATURE_SECTION_ID);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function SignatureForm({ orderId, onSigned }: { orderId: string; onSigned: () => void }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const pad = useRef<SignaturePadHandle>(null);
  const sign = useSignContract(orderId);
  const [error, setError] = useState<string | null>(null);
  const [typedName, setTypedName] = useState('');

  const submit = () => {
    if (!pad.current || pad.current.isEmpty()) {
      setError(t('messages.contractSignRequired'));
      return;
    }
    setError(null);
    sign.mutate(
      { data: pad.current.toDataURL() },
      {
        onSuccess: onSigned,
        // 409: signed meanwhile (another tab); the refreshed contract shows the signed state.
        onError: (failure) => setError(failure instanceof ApiError && failure.status === 409 ? null : errorText(t, failure)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" id={SIGNATURE_SECTION_ID} tabIndex={-1} aria-labelledby="signature-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="signature-title">
          {t('contract.signTitle')}
        </Title>
        <Text size="sm" c="dimmed" id="signature-hint">
          {t('contract.signHint')}
        </Text>
        <SignaturePadCanvas
          ref={pad}
          label={t('contract.padLabel')}
          invalid={!!error}
          onBegin={() => {
            setError(null);
            setTypedName('');
          }}
        />
        {/* Signing without drawing (keyboard, switch or voice users): the typed name is written on the pad. */}
        <TextInput
          label={t('contract.typeLabel')}
          value={typedName}
          autoComplete="name"
          maw={420}
          onChange={(event) => {
            setTypedName(event.currentTarget.value);
            pad.current?.type(event.currentTarget.value);
            setError(null);
          }}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => {
              pad.current?.clear();
              setTypedName('');
            }}
            disabled={sign.isPending}
          >
            {t('contract.clear')}
          </Button>
          <Button onClick={submit} loading={sign.isPending} leftSection={<IconSignature size={18} aria-hidden />}>
            {t('contract.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function SignedNotice({
  orderId,
  signedAt,
  justSigned,
  onAlertClose,
}: {
  orderId: string;
  signedAt: string | null;
  justSigned: boolean;
  onAlertClose: () => void;
}) {
  const { t } = useTranslation(CUSTOMER_NS);
  const notice = useRef<HTMLDivElement>(null);
  // The Submit button that had the focus is gone: the keyboard goes on from here.
  useEffect(() => {
    if (justSigned) notice.current?.focus({ preventScroll: true });
  }, [justSigned]);
  return (
    <Stack gap="md" ref={notice} tabIndex={-1} style={{ outline: 'none' }}>
      {justSigned && <TimedAlert message={t('messages.contractSigned')} onClose={onAlertClose} />}
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('contract.signedTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{signedAt ? t('contract.signedOn', { date: absoluteTimeOf(signedAt) }) : t('contract.signedText')}</Text>
          <Group gap="sm">
            <Button component="a" href={signedContractUrl(orderId)} download variant="light" leftSection={<IconDownload size={18} aria-hidden />}>
              {t('contract.downloadPdf')}
            </Button>
            <Button component={Link} to={`/orders/view/${orderId}`} rightSection={<IconArrowRight size={18} aria-hidden />}>
              {t('contract.continue')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  );
}

/** /contract/fill/:id (spec 01 §2, §5): read the contract, sign it on a 700x500 pad, then download it. */
export default function ContractFillPage() {
  const { t } = useTranslation(CUSTOMER_NS);
  const { id = '' } = useParams();
  const contract = useContract(id);
  const [justSigned, setJustSigned] = useState(false);
  const data = contract.data?.data;
  const html = useMemo(() => (data ? DOMPurify.sanitize(data.content) : ''), [data]);

  return (
    <>
      <PageHeader
        title={t('titles.contract')}
        actions={
          data &&
          !data.signed && (
            <Button
              component="a"
              href={`#${SIGNATURE_SECTION_ID}`}
              onClick={scrollToSignature}
              variant="light"
              rightSection={<IconArrowDown size={18} aria-hidden />}
            >
              {t('contract.finish')}
            </Button>
          )
        }
      />
      {contract.isPending && <Skeleton h={480} radius="md" aria-hidden />}
      {contract.isError && <ErrorAlert message={errorText(t, contract.error)} onRetry={() => void contract.refetch()} />}
      {data && (
        <Stack gap="lg">
          {data.signed && <SignedNotice orderId={id} signedAt={data.signedAt} justSigned={justSigned} onAlertClose={() => setJustSigned(false)} />}
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article" aria-label={data.title || t('titles.contract')}>
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: html }} />
            </Typography>
          </Paper>
          {!data.signed && (
            <SignatureForm
              orderId={id}
              onSigned={() => {
                setJustSigned(true);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          )}
        </Stack>
      )}
    </>
  );
}
