import { eq } from 'drizzle-orm';
import type { TQuestionnaireItem, TWriterProfile } from '@draftdesk/contract';
import { newId } from '../../lib/ids.ts';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';

/** The demo writer's profile (spec 02 §3 writer_data), as the wizard saves it. */
export const DEMO_WRITER_PROFILE: TWriterProfile = {
  workPhone: '+1 (555) 010-2030',
  personalPhone: '',
  skype: 'wren.writer',
  zoom: '',
  linkedin: 'https://www.linkedin.com/in/wren-writer',
  profileTitle: 'Certified Professional Resume Writer',
  profileSummary: 'Ten years of resumes and LinkedIn profiles for marketing, sales and technology professionals, from first jobs to the boardroom.',
  experience: 'Expert (6 and more years)',
  levels: ['Early Career', 'Professional', 'Executive'],
  services: ['Resume Writing', 'Cover Letter', 'LinkedIn Profile'],
  languages: ['English', 'Spanish'],
  certificates: ['CPRW'],
  experties: ['Marketing & Communications', 'Sales', 'Information Technology'],
  // Every day: a demo purchase is assigned whatever the day it is tried (writer auto-assignment reads these).
  availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  maxJobsPerWeek: 20,
  maxOpenJobs: 12,
};

/** The demo writer's published template, ready to copy into an order's follow-up questions. */
export const DEMO_TEMPLATE: { name: string; items: TQuestionnaireItem[] } = {
  name: 'Achievements deep-dive',
  items: [
    { type: 'section', text: 'Your achievements' },
    { type: 'textarea', text: 'Which result are you proudest of, and what numbers show it?', required: true },
    { type: 'select', text: 'How many people did you manage in your last role?', required: true, options: ['None', '1-5', '6-20', 'More than 20'] },
    { type: 'checkbox', text: 'Which of these should your resume highlight?', options: ['Leadership', 'Revenue growth', 'Cost savings', 'Awards'] },
  ],
};

/** DESIGN §6: the writer of a demo site has a profile and one published questionnaire template. */
export async function seedWriter(db: Db, siteId: string, writerId: string) {
  await db
    .update(t.users)
    .set({ writerData: { ...DEMO_WRITER_PROFILE } })
    .where(eq(t.users.id, writerId));
  const now = new Date();
  await db.insert(t.questionnaireTemplates).values({
    id: newId(),
    siteId,
    writerId,
    name: DEMO_TEMPLATE.name,
    status: 'published',
    draftItems: DEMO_TEMPLATE.items,
    publishedItems: DEMO_TEMPLATE.items,
    publishedAt: now,
  });
}
