import { Button, FileButton, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../../../lib/file-url.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { errorText } from '../../../../lib/messages.ts';
import { uploadSiteImage } from '../api.ts';

interface ImageFieldProps {
  name: string;
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled: boolean;
}

/** A site picture: what is shown now, an upload (PNG or JPEG) with its progress, and removal. The key goes in the form. */
export function ImageField({ name, label, description, value, onChange, error, disabled }: ImageFieldProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const id = useId();
  const src = fileUrl(value);

  const pick = (file: File | null) => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    abort.current = new AbortController();
    uploadSiteImage(file, setProgress, abort.current.signal)
      .then((stored) => onChange(stored.key))
      .catch((err: unknown) => {
        if (!(err instanceof DOMException && err.name === 'AbortError')) setFailure(errorText(t, err));
      })
      .finally(() => setProgress(null));
  };

  return (
    <Input.Wrapper label={label} description={description} error={failure ?? error} id={id} data-testid={`image-${name}`}>
      <Paper withBorder radius="md" p="sm" mt={6}>
        <Group gap="md" wrap="wrap" align="center">
          <Paper bg="gray.0" radius="sm" w={160} h={72} style={{ display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
            {src ? (
              <Image src={src} alt={t('admin.settings.images.current', { label })} mah={64} maw={150} w="auto" fit="contain" />
            ) : (
              <Text size="xs" c="dimmed">
                {t('admin.settings.images.none')}
              </Text>
            )}
          </Paper>
          <Stack gap={6} style={{ flex: 1, minWidth: 180 }}>
            {progress !== null ? (
              <>
                <Progress value={progress} aria-label={t('admin.settings.images.uploading', { label })} animated size="md" />
                <Group justify="space-between">
                  <Text size="xs" role="status">
                    {t('admin.settings.images.progress', { percent: progress })}
                  </Text>
                  <Button size="compact-xs" variant="subtle" color="gray" onClick={() => abort.current?.abort()}>
                    {t('admin.settings.images.cancel')}
                  </Button>
                </Group>
              </>
            ) : (
              <Group gap="xs">
                <FileButton onChange={pick} accept="image/png,image/jpeg" disabled={disabled}>
                  {(props) => (
                    <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} aria-describedby={`${id}-description`}>
                      {t('admin.settings.images.upload', { label })}
                    </Button>
                  )}
                </FileButton>
                {value && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => onChange('')}
                    disabled={disabled}
                  >
                    {t('admin.settings.images.remove', { label })}
                  </Button>
                )}
              </Group>
            )}
            <Text size="xs" c="dimmed">
              {t('admin.settings.images.types')}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </Input.Wrapper>
  );
}
