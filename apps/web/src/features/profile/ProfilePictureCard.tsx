import { Alert, Avatar, Button, FileButton, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { fileUrl } from '../../lib/file-url.ts';
import { errorText } from '../../lib/messages.ts';
import { initialsOf } from '../../lib/names.ts';
import { isProfilePicture, PROFILE_PICTURE_ACCEPT, useUpdateProfilePicture } from './api.ts';
import { BRAND } from '../../lib/theme.ts';

/** The profile picture and its upload (jpeg, jpg, png). */
export function ProfilePictureCard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const upload = useUpdateProfilePicture();
  const resetRef = useRef<() => void>(null);
  const [progress, setProgress] = useState(0);
  const [wrongType, setWrongType] = useState(false);
  const [saved, setSaved] = useState(false);

  const onFile = (file: File | null) => {
    resetRef.current?.();
    setSaved(false);
    upload.reset();
    if (!file) return;
    if (!isProfilePicture(file)) {
      setWrongType(true);
      return;
    }
    setWrongType(false);
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress }, { onSuccess: () => setSaved(true) });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-picture-title">
      <Stack align="center" gap="sm">
        <Title order={2} size="h4" id="profile-picture-title" ta="center">
          {t('profile.pictureTitle')}
        </Title>
        <Avatar src={fileUrl(user.profile_img)} size={120} radius={120} color={BRAND} alt={t('profile.pictureAlt')}>
          {initialsOf(user.firstName, user.lastName)}
        </Avatar>
        <FileButton accept={PROFILE_PICTURE_ACCEPT} onChange={onFile} resetRef={resetRef}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
              {t('profile.changePicture')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('profile.pictureHint')}
        </Text>
        {upload.isPending && <Progress value={progress} w="100%" aria-label={t('profile.uploading', { percent: progress })} />}
        {wrongType && (
          <Alert color="red" variant="light" role="alert" w="100%">
            {t('messages.profilePictureType')}
          </Alert>
        )}
        {upload.isError && (
          <Alert color="red" variant="light" role="alert" w="100%">
            {errorText(t, upload.error)}
          </Alert>
        )}
        {saved && <TimedAlert w="100%" message={t('messages.profilePictureUpdated')} onClose={() => setSaved(false)} />}
      </Stack>
    </Paper>
  );
}
