import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmailPreferencesCard } from './EmailPreferencesCard.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';
import { ProfilePictureCard } from './ProfilePictureCard.tsx';

/** /profile, "Edit Profile": picture, name and email, the e-mails the user wants, password. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('titles.profile')} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfilePictureCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProfileDetailsForm />
            <EmailPreferencesCard />
            <PasswordForm />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
