import type { TContentSecurityRequest } from '@draftdesk/contract';
import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { errorText } from '../../../lib/messages.ts';
import { useContentSecurity, useSaveContentSecurity } from '../api.ts';

const ORIGIN = /^https?:\/\/[^\s;,'/]+$/;
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim().replace(/\/+$/, ''))
    .filter(Boolean);

interface OriginsFieldProps {
  label: string;
  description: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The first line that is not an origin, if any. */
  invalid: string | undefined;
  disabled: boolean;
}

/** A list of origins, one per line, with the first bad line named. */
function OriginsField({ invalid, onChange, ...props }: OriginsFieldProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Textarea
      {...props}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={invalid ? t('admin.security.badOrigin', { value: invalid }) : undefined}
      autosize
      minRows={2}
      maxRows={8}
    />
  );
}

/**
 * The site's additions to its pages' Content-Security-Policy: the websites that may show its pages in a frame (the
 * checkout and review widgets) and the image hosts its custom scripts use. One origin per line.
 */
export function ContentSecurityCard() {
  const { t } = useTranslation(ADMIN_NS);
  const query = useContentSecurity();
  const save = useSaveContentSecurity();
  const [embed, setEmbed] = useState('');
  const [images, setImages] = useState('');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!query.data) return;
    setEmbed(query.data.data.embedOrigins.join('\n'));
    setImages(query.data.data.imageSources.join('\n'));
  }, [query.data]);

  const invalid = (text: string) => lines(text).find((line) => !ORIGIN.test(line));
  const badEmbed = invalid(embed);
  const badImage = invalid(images);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (badEmbed || badImage) return;
    const body: TContentSecurityRequest = { embedOrigins: lines(embed), imageSources: lines(images) };
    save.mutate(body, { onSuccess: () => setSaved(true) });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="content-security-title">
      <Title order={2} size="h4" id="content-security-title" mb={4}>
        {t('admin.security.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.security.intro')}
      </Text>
      {query.isPending && <Skeleton h={180} radius="md" aria-hidden />}
      {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
      {query.isSuccess && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {saved && <TimedAlert message={t('admin.security.saved')} onClose={() => setSaved(false)} />}
            {save.isError && <ErrorAlert message={errorText(t, save.error)} />}
            <OriginsField
              label={t('admin.security.embedLabel')}
              description={t('admin.security.embedHint')}
              placeholder="https://www.example.com"
              value={embed}
              onChange={setEmbed}
              invalid={badEmbed}
              disabled={save.isPending}
            />
            <OriginsField
              label={t('admin.security.imagesLabel')}
              description={t('admin.security.imagesHint')}
              placeholder="https://images.example.com"
              value={images}
              onChange={setImages}
              invalid={badImage}
              disabled={save.isPending}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
                {t('admin.security.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
