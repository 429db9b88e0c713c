import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A thin bar while the next page's code loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Progress value={100} animated size={3} radius={0} pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }} aria-label={t('app.loading')} />;
}
