import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site.ts';
import { errorText } from '../../lib/messages.ts';
import { destinationAfterLogin } from './after-login.ts';
import { isDeadInvitation, useAcceptInvitation, useInvitation } from './invitation-api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields.tsx';

/**
 * /invitation/:code: a writer, reviewer or admin invited by the site's admin chooses a password and is signed in.
 * The link is checked when the page opens: a used or expired one says so before the form is filled.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const site = useSite();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(code);
  const accept = useAcceptInvitation();
  const form = useNewPasswordForm();

  const onSubmit = form.handleSubmit(({ password }) =>
    accept.mutateAsync({ code, password }).then(
      (response) => navigate(destinationAfterLogin(null, response), { replace: true }),
      () => undefined,
    ),
  );
  const dead = isDeadInvitation(invitation.error) ? invitation.error : isDeadInvitation(accept.error) ? accept.error : null;
  const details = invitation.data;

  return (
    <AuthLayout title={t('auth.invitationTitle', { company: site.companyName })}>
      <Stack gap="md">
        {dead ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(t, dead)} {t('auth.invitationAskAgain')}
          </Alert>
        ) : invitation.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(t, invitation.error)}
          </Alert>
        ) : !details ? (
          <Center py="md">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="md">
              <Text>{t('auth.invitationText', { firstName: details.firstName, role: t(`auth.invitedRoles.${details.role}`), company: site.companyName })}</Text>
              <Text size="sm" c="dimmed">
                {t('auth.invitationAccount', { email: details.email })}
              </Text>
              {accept.isError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {errorText(t, accept.error)}
                </Alert>
              )}
              <NewPasswordFields form={form} passwordLabel={t('auth.newPassword')} confirmLabel={t('auth.confirmPassword')} />
              <Button type="submit" fullWidth loading={accept.isPending || accept.isSuccess}>
                {t('auth.invitationSubmit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
