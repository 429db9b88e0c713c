import { Image, Text } from '@mantine/core';
import { useSite } from '../lib/site.ts';
import { fileUrl } from '../lib/file-url.ts';

/** The site's logo (max width 200 px, spec 03), or its name when there is no logo. */
export function SiteLogo({ maxHeight = 40 }: { maxHeight?: number }) {
  const site = useSite();
  if (!site.logo) {
    return (
      <Text fw={700} size="lg" lineClamp={1}>
        {site.companyName}
      </Text>
    );
  }
  return <Image src={fileUrl(site.logo)} alt={site.companyName} maw={{ base: 140, sm: 200 }} mah={maxHeight} w="auto" fit="contain" />;
}
