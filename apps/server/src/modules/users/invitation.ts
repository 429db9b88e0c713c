import { INVITATION_TTL_DAYS, type TStaffRole } from '@draftdesk/contract';
import { mailLanguage, mailT } from '../../adapters/mail/i18n.ts';
import { brandedMail } from '../../adapters/mail/templates.ts';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { ResolvedSite } from '../../lib/context.ts';
import { newToken, sha256 } from '../../lib/ids.ts';
import type { AuthRepo } from '../auth/repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Invitee {
  id: string;
  email: string;
  language: string | null;
  role: TStaffRole;
}

/**
 * A single-use link to choose a password, valid INVITATION_TTL_DAYS, e-mailed through the outbox in the invitee's
 * language. Earlier links of the same account stop working. Used by admins (People) and the operator's `npm run site`.
 */
export async function sendInvitation(
  deps: { mailer: Mailer; repos: { auth: AuthRepo } },
  site: ResolvedSite,
  base: string,
  inviterName: string,
  invitee: Invitee,
): Promise<void> {
  await deps.repos.auth.voidCodes(site.id, invitee.id);
  const code = newToken();
  await deps.repos.auth.createCode({
    codeHash: sha256(code),
    kind: 'invite',
    userId: invitee.id,
    siteId: site.id,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
  });
  const language = mailLanguage(invitee.language, site);
  const t = mailT(language);
  const company = site.settings?.companyName ?? site.name;
  await deps.mailer.send(
    brandedMail(site, base, invitee.email, {
      language,
      subject: t('invite.subject', { inviter: inviterName, company }),
      heading: t('invite.heading', { company, role: t(`invite.roles.${invitee.role}`) }),
      body: t('invite.body', { inviter: inviterName, company, days: INVITATION_TTL_DAYS }),
      actionText: t('invite.action'),
      actionUrl: `${base}/invitation/${code}`,
    }),
  );
}
