import { SHELL_COLOR_DEFAULTS, type TQuestionnaireItem } from '@draftdesk/contract';
import type { TPackageService } from '../schema.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ROLES = [
  { email: 'customer@demo.test', role: 'user', firstName: 'Casey', lastName: 'Customer' },
  { email: 'writer@demo.test', role: 'writer', firstName: 'Wren', lastName: 'Writer' },
  { email: 'reviewer@demo.test', role: 'reviewer', firstName: 'Robin', lastName: 'Reviewer' },
  { email: 'admin@demo.test', role: 'admin', firstName: 'Ada', lastName: 'Admin' },
] as const;

function textLogo(text: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40"><rect width="40" height="40" rx="8" fill="${color}"/><text x="20" y="27" font-family="Arial" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${text[0]}</text><text x="50" y="27" font-family="Arial" font-size="18" font-weight="700" fill="#2a3042">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const ACME_SETTINGS = {
  companyName: 'Acme Resumes',
  companyEmail: 'support@acme-resumes.test',
  logo: textLogo('Acme Resumes', '#556ee6'),
  loginImg: '',
  welcomeImg: '',
  defaultLanguage: 'en',
  ...SHELL_COLOR_DEFAULTS,
  twitter: 'https://twitter.com/acmeresumes',
  linkedin: 'https://www.linkedin.com/company/acmeresumes',
  facebook: 'https://www.facebook.com/acmeresumes',
  website_settings: { enable_boards: true, enable_customer_job_search: true, enable_writer_notes: true },
};

export const BETA_SETTINGS = {
  companyName: 'Beta Careers',
  companyEmail: 'help@beta-careers.test',
  logo: textLogo('Beta Careers', '#e8590c'),
  defaultLanguage: 'en',
  sideBarBgColor: '#1f2d3d',
  sideBarActiveColor: '#e8590c',
  sideBarIconColor: '#ffa94d',
  website_settings: { hide_invoices: true, hide_tip: true },
};

export const CONTRACT_HTML = `<h2>Service Agreement</h2>
<p>This agreement is between you (the <strong>Customer</strong>) and the company named above (the <strong>Company</strong>).</p>
<ol>
<li><strong>Services.</strong> The Company will write the documents included in the package you bought, working from your answers to its questionnaires and the documents you upload.</li>
<li><strong>Your part.</strong> You will answer the questionnaires truthfully and review each draft within 14 days.</li>
<li><strong>Revisions.</strong> You may request revisions until you finalize a draft. Finalizing a draft ends the revision process for that document.</li>
<li><strong>Guarantee.</strong> Documents come with a 60-day re-write guarantee.</li>
<li><strong>Confidentiality.</strong> Your information is used only to write your documents.</li>
</ol>`;

export const QUESTIONNAIRES = {
  resume: {
    name: 'Resume Questionnaire',
    items: [
      { type: 'section', text: 'About you' },
      { type: 'text', text: 'What job title are you targeting?', placeholder: 'e.g. Product Manager', required: true },
      { type: 'email', text: 'Which e-mail should appear on your resume?', required: true },
      { type: 'select', text: 'Preferred resume length', required: true, options: ['One page', 'Two pages', 'No preference'] },
      { type: 'section', text: 'Your experience' },
      { type: 'textarea', text: 'Describe your three proudest achievements.', required: true },
      { type: 'radio', text: 'Are you open to relocation?', required: true, options: ['Yes', 'No', 'Maybe'] },
      { type: 'checkbox', text: 'Which sections should we include?', required: false, options: ['Volunteering', 'Publications', 'Certifications'] },
      { type: 'date', text: 'When do you want to start applying?', required: false },
      { type: 'paragraph', text: 'Thank you! Your writer reads every answer before starting.' },
    ],
  },
  cover: {
    name: 'Cover Letter Questionnaire',
    items: [
      { type: 'section', text: 'The role' },
      { type: 'text', text: 'Which company and role is the letter for?', required: true },
      { type: 'textarea', text: 'Why do you want this role?', required: true },
    ],
  },
  linkedin: {
    name: 'LinkedIn Questionnaire',
    items: [
      { type: 'section', text: 'Your profile' },
      { type: 'text', text: 'Your LinkedIn profile URL', required: true },
      { type: 'textarea', text: 'What should recruiters know about you first?', required: true },
    ],
  },
};

export function resumeService(qid: string): TPackageService {
  return {
    _id: 'svc-resume',
    serviceName: 'Resume',
    serviceModules: [
      { id: qid, title: 'Resume Questionnaire' },
      { id: 'previous_document', title: 'Upload Previous Resume' },
      { id: 'additional_questionnaire', title: 'Follow-up Questions' },
      { id: 'revision_process', title: 'Review Drafts' },
      { id: 'final_document', title: 'Final Resume' },
    ],
  };
}

export function coverService(qid: string): TPackageService {
  return {
    _id: 'svc-cover',
    serviceName: 'Cover Letter',
    serviceModules: [
      { id: qid, title: 'Cover Letter Questionnaire' },
      { id: 'revision_process', title: 'Review Drafts' },
      { id: 'final_document', title: 'Final Cover Letter' },
    ],
  };
}

export function linkedinService(qid: string): TPackageService {
  return {
    _id: 'svc-linkedin',
    serviceName: 'LinkedIn Profile',
    serviceModules: [
      { id: qid, title: 'LinkedIn Questionnaire' },
      { id: 'final_linkedin', title: 'Final LinkedIn Profile' },
    ],
  };
}

/** The feedback survey every demo package carries (order.package.surveyDetails). */
export const DEMO_SURVEY = {
  _id: 'survey-default',
  title: 'How did we do?',
  questions: [
    { id: 'rating', type: 'rating', text: 'How would you rate the documents we wrote for you?', required: true, min: 1, max: 5 },
    { id: 'comment', type: 'textarea', text: 'Anything we could do better?', required: false },
  ],
};

/** Answers to the resume questionnaire (item index -> answer), as the customer gave them. */
export const RESUME_ANSWERS = {
  '1': 'Marketing Manager',
  '2': 'casey.customer@example.com',
  '3': 'Two pages',
  '5': 'Grew newsletter sign-ups by 40% in a year; launched a rebrand across 12 markets; mentored four junior marketers.',
  '6': 'Maybe',
  '7': ['Certifications'],
};

/** The follow-up questions the demo writer published on the in-progress order. */
export const DEMO_FOLLOWUP: TQuestionnaireItem[] = [
  { type: 'section', text: 'A few more details' },
  { type: 'textarea', text: 'Which achievement had the biggest measurable impact, and how did you measure it?', required: true },
  { type: 'radio', text: 'Should we mention your volunteering?', required: true, options: ['Yes', 'No'] },
];
