import { SOCIAL_NETWORKS, type TSocialNetwork } from '@draftdesk/contract';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandPinterest, IconBrandX, IconBrandYoutube, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { absoluteUrl } from '../../lib/file-url.ts';
import { useSite } from '../../lib/site.ts';
import classes from './shell.module.css';

const ICONS: Record<TSocialNetwork, Icon> = {
  twitter: IconBrandX,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  instagram: IconBrandInstagram,
  pinterest: IconBrandPinterest,
};

/** Spec 03 footer: year, company name, 'Follow Us' with the links that are set. */
export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSite();
  const links = SOCIAL_NETWORKS.filter((network) => site[network]?.trim()).map((network) => ({
    network,
    href: absoluteUrl(site[network]),
  }));
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear(), company: site.companyName })}</Text>
        {links.length > 0 && (
          <Group gap={6} wrap="nowrap" component="nav" aria-label={t('footer.followUs')}>
            <Text size="sm" fw={600}>
              {t('footer.followUs')}
            </Text>
            {links.map(({ network, href }) => {
              const Icon = ICONS[network];
              return (
                <ActionIcon
                  key={network}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray"
                  aria-label={t(`footer.social.${network}`)}
                  style={{ color: 'var(--dd-footer-text)' }}
                >
                  <Icon size={18} aria-hidden />
                </ActionIcon>
              );
            })}
          </Group>
        )}
      </Group>
    </footer>
  );
}
