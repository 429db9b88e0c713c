import { ASSISTANT_ROLES, ASSISTANT_ROLE_TITLES, type TAssistantRole } from '@draftdesk/contract';
import onet from '../onet-roles.json' with { type: 'json' };
import type { PhraseBank, RoleBank } from './types.ts';

// ---- The built-in assistant's curated phrase bank in English. The duties are O*NET's task statements
// (onet-roles.json, scripts/data-onet-builder.mjs); the other languages translate them.

type OwnPhrases = Omit<RoleBank, 'title' | 'tasks'>;

const ROLE_PHRASES: Record<TAssistantRole, OwnPhrases> = {
  accountant: {
    focus: 'financial reporting, audits and tax compliance',
    strengths: ['accurate month-end closes', 'clean audit trails', 'clear explanations of the numbers'],
    skills: ['Financial reporting', 'Account reconciliation', 'General ledger', 'Tax preparation', 'GAAP', 'Budgeting and forecasting', 'Internal controls'],
    softSkills: ['Attention to detail', 'Integrity', 'Time management', 'Analytical thinking', 'Clear communication', 'Discretion', 'Reliability'],
    hobbies: ['Chess', 'Sudoku and logic puzzles'],
  },
  administrativeAssistant: {
    focus: 'office administration, scheduling and correspondence',
    strengths: ['calendars that run without surprises', 'well-kept records', 'a friendly first point of contact'],
    skills: ['Calendar management', 'Travel arrangements', 'Minute taking', 'Records management', 'Data entry', 'Invoice processing', 'Event coordination'],
    softSkills: ['Organisation', 'Multitasking', 'Discretion', 'Friendliness', 'Written communication', 'Proactivity', 'Dependability'],
    hobbies: ['Planning trips', 'Journaling'],
  },
  businessAnalyst: {
    focus: 'requirements analysis, process improvement and reporting',
    strengths: ['turning vague needs into clear requirements', 'dashboards people actually use', 'bridging business and technical teams'],
    skills: ['Requirements gathering', 'Process mapping', 'User stories', 'Data analysis', 'Dashboard design', 'Gap analysis', 'User acceptance testing'],
    softSkills: ['Active listening', 'Stakeholder communication', 'Critical thinking', 'Facilitation', 'Problem solving', 'Curiosity', 'Negotiation'],
    hobbies: ['Strategy board games', 'Reading business books'],
  },
  chef: {
    focus: 'menu development, kitchen operations and food quality',
    strengths: ['consistent plates under pressure', 'menus that balance flavour and food cost', 'a calm, organised kitchen'],
    skills: [
      'Menu planning',
      'Food cost control',
      'Food safety and hygiene',
      'Inventory management',
      'Recipe development',
      'Plating and presentation',
      'Kitchen staff scheduling',
    ],
    softSkills: ['Creativity', 'Composure under pressure', 'Leadership', 'Teamwork', 'Time management', 'Stamina', 'Attention to detail'],
    hobbies: ['Visiting farmers markets', 'Food photography'],
  },
  civilEngineer: {
    focus: 'the design and delivery of infrastructure projects',
    strengths: ['designs that meet code on the first review', 'accurate cost estimates', 'safe, well-run sites'],
    skills: [
      'Structural analysis',
      'Site inspection',
      'Cost estimation',
      'Building codes and standards',
      'Geotechnical assessment',
      'Drainage design',
      'Construction management',
    ],
    softSkills: ['Problem solving', 'Attention to detail', 'Teamwork', 'Project coordination', 'Clear reporting', 'Safety awareness', 'Accountability'],
    hobbies: ['Hiking', 'Model building'],
  },
  customerServiceRepresentative: {
    focus: 'customer support, complaint resolution and account care',
    strengths: ['turning complaints into loyal customers', 'patient, clear answers', 'first-contact resolution'],
    skills: ['Ticketing systems', 'CRM software', 'Order processing', 'Billing enquiries', 'Call handling', 'Knowledge base writing', 'Upselling'],
    softSkills: ['Empathy', 'Patience', 'Active listening', 'Positive attitude', 'Conflict resolution', 'Clear communication', 'Resilience'],
    hobbies: ['Volunteering', 'Learning languages'],
  },
  dataScientist: {
    focus: 'statistical modelling, machine learning and data storytelling',
    strengths: ['models that reach production', 'clear visual stories from messy data', 'questions framed before code is written'],
    skills: ['Machine learning', 'Statistical modelling', 'Data visualisation', 'Feature engineering', 'A/B testing', 'Data cleaning', 'Model evaluation'],
    softSkills: ['Curiosity', 'Analytical thinking', 'Storytelling with data', 'Collaboration', 'Problem solving', 'Scepticism', 'Self-direction'],
    hobbies: ['Open data projects', 'Puzzle games'],
  },
  electrician: {
    focus: 'electrical installation, maintenance and fault finding',
    strengths: ['safe installations that pass inspection', 'fast, accurate fault finding', 'tidy, well-labelled work'],
    skills: [
      'Wiring and installation',
      'Electrical code compliance',
      'Fault diagnosis',
      'Blueprint reading',
      'Circuit testing',
      'Conduit bending',
      'Preventive maintenance',
    ],
    softSkills: ['Safety awareness', 'Problem solving', 'Reliability', 'Attention to detail', 'Customer care', 'Teamwork', 'Physical stamina'],
    hobbies: ['Home improvement projects', 'Electronics tinkering'],
  },
  financialAnalyst: {
    focus: 'financial modelling, forecasting and investment analysis',
    strengths: ['models leaders trust', 'forecasts that hold up', 'sharp, concise recommendations'],
    skills: ['Financial modelling', 'Forecasting', 'Valuation', 'Variance analysis', 'Budgeting', 'Investment research', 'Financial statement analysis'],
    softSkills: ['Analytical thinking', 'Attention to detail', 'Presentation skills', 'Business judgement', 'Integrity', 'Time management', 'Curiosity'],
    hobbies: ['Following the markets', 'Chess'],
  },
  graphicDesigner: {
    focus: 'visual identity, layout and digital design',
    strengths: ['designs that stay on brand', 'clean, readable layouts', 'print-ready files on deadline'],
    skills: ['Typography', 'Layout design', 'Brand identity', 'Illustration', 'Print production', 'UI design', 'Photo editing'],
    softSkills: ['Creativity', 'Openness to feedback', 'Attention to detail', 'Time management', 'Collaboration', 'Visual communication', 'Curiosity'],
    hobbies: ['Sketching', 'Photography'],
  },
  humanResourcesSpecialist: {
    focus: 'recruitment, employee relations and HR administration',
    strengths: ['hiring processes candidates enjoy', 'fair, well-documented decisions', 'trust on both sides of the table'],
    skills: [
      'Recruitment and selection',
      'Onboarding',
      'Employee relations',
      'HR information systems',
      'Employment law',
      'Payroll administration',
      'Performance management',
    ],
    softSkills: ['Discretion', 'Empathy', 'Interpersonal skills', 'Conflict resolution', 'Fairness', 'Organisation', 'Clear communication'],
    hobbies: ['Mentoring', 'Reading psychology books'],
  },
  informationSecurityAnalyst: {
    focus: 'threat detection, incident response and security controls',
    strengths: ['incidents caught early', 'controls that auditors accept', 'security people can live with'],
    skills: [
      'Security monitoring',
      'Incident response',
      'Vulnerability management',
      'Risk assessment',
      'Firewall configuration',
      'Identity and access management',
      'Security awareness training',
    ],
    softSkills: ['Vigilance', 'Analytical thinking', 'Calm under pressure', 'Integrity', 'Clear reporting', 'Continuous learning', 'Teamwork'],
    hobbies: ['Capture-the-flag competitions', 'Building a home lab'],
  },
  marketingManager: {
    focus: 'brand strategy, campaigns and market research',
    strengths: ['campaigns that pay for themselves', 'a consistent brand voice', 'decisions grounded in research'],
    skills: ['Campaign management', 'Market research', 'Brand strategy', 'Digital marketing', 'Content strategy', 'Marketing analytics', 'Budget management'],
    softSkills: ['Creativity', 'Leadership', 'Strategic thinking', 'Persuasion', 'Collaboration', 'Adaptability', 'Clear communication'],
    hobbies: ['Writing a blog', 'Photography'],
  },
  mechanicalEngineer: {
    focus: 'mechanical design, testing and product development',
    strengths: ['designs that are simple to build', 'root causes found, not guessed', 'clear technical documentation'],
    skills: [
      'Mechanical design',
      'CAD modelling',
      'Finite element analysis',
      'Prototyping',
      'Failure analysis',
      'Tolerance analysis',
      'Technical documentation',
    ],
    softSkills: ['Problem solving', 'Analytical thinking', 'Teamwork', 'Attention to detail', 'Creativity', 'Project coordination', 'Clear communication'],
    hobbies: ['Cycling', 'Building and repairing things'],
  },
  medicalAssistant: {
    focus: 'patient care, clinical support and front-office tasks',
    strengths: ['patients who feel at ease', 'accurate records', 'clinics that run on time'],
    skills: ['Vital signs', 'Phlebotomy', 'Electronic health records', 'Patient intake', 'Appointment scheduling', 'Medical terminology', 'Infection control'],
    softSkills: ['Compassion', 'Attention to detail', 'Composure', 'Discretion', 'Teamwork', 'Clear communication', 'Reliability'],
    hobbies: ['Yoga', 'Volunteering at community events'],
  },
  operationsManager: {
    focus: 'operations, team leadership and process improvement',
    strengths: ['operations that run smoothly', 'teams that hit their targets', 'costs kept in check'],
    skills: [
      'Operations planning',
      'Budget management',
      'Process improvement',
      'Supply chain management',
      'KPI reporting',
      'Vendor management',
      'Workforce planning',
    ],
    softSkills: ['Leadership', 'Decision making', 'Problem solving', 'Coaching', 'Organisation', 'Accountability', 'Clear communication'],
    hobbies: ['Running', 'Coaching a local sports team'],
  },
  paralegal: {
    focus: 'legal research, case preparation and document management',
    strengths: ['files that are always ready', 'precise, well-sourced research', 'deadlines that are never missed'],
    skills: ['Legal research', 'Document drafting', 'Case management', 'E-discovery', 'Court filings', 'Contract review', 'Records management'],
    softSkills: ['Attention to detail', 'Discretion', 'Organisation', 'Written communication', 'Time management', 'Reliability', 'Critical thinking'],
    hobbies: ['Debating', 'Reading history'],
  },
  projectManager: {
    focus: 'project planning, delivery and stakeholder management',
    strengths: ['projects delivered on time and on budget', 'risks raised early', 'stakeholders kept informed'],
    skills: ['Project planning', 'Risk management', 'Budget tracking', 'Agile and Scrum', 'Stakeholder management', 'Resource planning', 'Status reporting'],
    softSkills: ['Leadership', 'Clear communication', 'Negotiation', 'Organisation', 'Problem solving', 'Adaptability', 'Decision making'],
    hobbies: ['Organising community events', 'Hiking'],
  },
  registeredNurse: {
    focus: 'patient care, assessment and care planning',
    strengths: ['safe, compassionate care', 'sharp clinical observation', 'clear handovers'],
    skills: ['Patient assessment', 'Medication administration', 'Care planning', 'Wound care', 'IV therapy', 'Electronic health records', 'Patient education'],
    softSkills: ['Compassion', 'Composure under pressure', 'Teamwork', 'Critical thinking', 'Clear communication', 'Resilience', 'Attention to detail'],
    hobbies: ['Running', 'Volunteering'],
  },
  retailSalesAssociate: {
    focus: 'customer service, sales and store presentation',
    strengths: ['shoppers who come back', 'well-kept, inviting displays', 'accurate tills'],
    skills: ['Point of sale systems', 'Cash handling', 'Visual merchandising', 'Stock replenishment', 'Product knowledge', 'Upselling', 'Loss prevention'],
    softSkills: ['Friendliness', 'Active listening', 'Teamwork', 'Patience', 'Reliability', 'Positive attitude', 'Adaptability'],
    hobbies: ['Fashion and styling', 'Team sports'],
  },
  salesRepresentative: {
    focus: 'business development, account management and negotiation',
    strengths: ['pipelines that turn into revenue', 'long-standing client relationships', 'deals that work for both sides'],
    skills: ['Prospecting', 'Account management', 'Contract negotiation', 'CRM software', 'Sales forecasting', 'Product demonstrations', 'Territory planning'],
    softSkills: ['Persuasion', 'Resilience', 'Relationship building', 'Active listening', 'Self-motivation', 'Negotiation', 'Confidence'],
    hobbies: ['Golf', 'Public speaking clubs'],
  },
  softwareEngineer: {
    focus: 'designing, building and maintaining reliable software',
    strengths: ['clean, well-tested code', 'pragmatic technical decisions', 'helpful code reviews'],
    skills: ['Software design', 'Automated testing', 'REST APIs', 'Databases and SQL', 'Version control', 'Continuous integration', 'Debugging and profiling'],
    softSkills: ['Problem solving', 'Collaboration', 'Curiosity', 'Clear written communication', 'Ownership', 'Attention to detail', 'Continuous learning'],
    hobbies: ['Open-source contributions', 'Building side projects'],
  },
  teacher: {
    focus: 'lesson planning, classroom management and student progress',
    strengths: ['lessons that engage every learner', 'a calm, structured classroom', 'strong partnerships with families'],
    skills: [
      'Lesson planning',
      'Classroom management',
      'Differentiated instruction',
      'Student assessment',
      'Curriculum development',
      'Educational technology',
      'Progress reporting',
    ],
    softSkills: ['Patience', 'Empathy', 'Creativity', 'Clear communication', 'Organisation', 'Adaptability', 'Enthusiasm'],
    hobbies: ['Reading', 'Arts and crafts'],
  },
};

/** Hobbies anyone may name, in the order the bank offers them. */
const COMMON_HOBBIES = [
  'Reading',
  'Hiking',
  'Cooking',
  'Photography',
  'Travelling',
  'Running',
  'Playing the guitar',
  'Volunteering',
  'Chess',
  'Gardening',
  'Swimming',
  'Learning languages',
  'Painting',
  'Cycling',
  'Yoga',
  'Board games',
];

/** What experienced people add to their skills, and what newcomers stress. */
const SENIOR_SKILLS = ['Team leadership', 'Mentoring', 'Budget ownership', 'Process improvement', 'Stakeholder management'];
const SENIOR_SOFT_SKILLS = ['Leadership', 'Mentoring', 'Strategic thinking', 'Decision making'];
const JUNIOR_SOFT_SKILLS = ['Eagerness to learn', 'Adaptability', 'Openness to feedback'];

/** Endings that turn a duty into an achievement: every number is a placeholder for the user to fill. */
const RESULT_ENDINGS = [
  ', improving [metric] by [X]%',
  ', cutting [time or cost] by [X]%',
  ' for [N] [clients, projects or teams]',
  ', raising [metric] from [A] to [B]',
  ', saving [N] hours a month',
];

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
// Role titles are common nouns: inside a sentence they are written in lower case.
const lower = (text: string) => text.toLowerCase();
const ONET_TASKS = onet.roles as Record<TAssistantRole, { tasks: string[] }>;

export const en: PhraseBank = {
  roles: Object.fromEntries(
    ASSISTANT_ROLES.map((role) => [role, { ...ROLE_PHRASES[role], title: ASSISTANT_ROLE_TITLES[role], tasks: ONET_TASKS[role].tasks }]),
  ) as Record<TAssistantRole, RoleBank>,
  commonHobbies: COMMON_HOBBIES,
  seniorSkills: SENIOR_SKILLS,
  seniorSoftSkills: SENIOR_SOFT_SKILLS,
  juniorSoftSkills: JUNIOR_SOFT_SKILLS,
  resultEndings: RESULT_ENDINGS,
  summaries({ title, focus, strengths: [s1, s2, s3] }, experience) {
    const a = article(title);
    if (experience === 'Little/No experience') {
      return [
        `Motivated ${lower(title)} at the start of my career, with hands-on practice in ${focus} from [course, internship or project]. Eager to learn fast and contribute from day one.`,
        `Recent [degree or training] graduate looking for a first role as ${a} ${lower(title)}. Brings a solid grounding in ${focus}, a strong work ethic and genuine curiosity about the field.`,
        `Career starter aiming to grow as ${a} ${lower(title)}. Known for ${s1} during [course, volunteer or part-time work], and ready to build on it in a professional team.`,
      ];
    }
    if (experience === 'Some experience') {
      return [
        `${title} with [N] years of experience in ${focus}. Known for ${s1} and ${s2}; contributed to [project or achievement] that improved [metric] by [X]%.`,
        `Reliable ${lower(title)} with [N] years of hands-on work in ${focus} at [company or type of company]. Valued for ${s2} and ${s3}, and looking to take on more responsibility.`,
        `${title} experienced in ${focus}, with a record of ${s1}. Comfortable working with [tools or methods] and with colleagues across [teams or departments].`,
      ];
    }
    return [
      `Senior ${lower(title)} with [N]+ years of experience leading ${focus}. Track record of ${s1} and ${s2}, and of mentoring teams of [N] people.`,
      `Accomplished ${lower(title)} with [N]+ years at [companies or sectors]. Led [initiative] that delivered [result]; known for ${s3}.`,
      `${title} and team lead with deep experience in ${focus}. Known for ${s1}, sound judgement and developing others; managed budgets of [amount] and teams of [N].`,
    ];
  },
  juniorBullets: ({ title, focus }) => [
    `Supported senior colleagues with ${focus} during [internship, placement or project]`,
    `Completed [course or certification] to build practical skills as ${article(title)} ${lower(title)}`,
  ],
  seniorBullets: ({ focus }) => [
    `Led a team of [N] people responsible for ${focus}`,
    'Mentored [N] junior colleagues and introduced [process or practice] adopted across [team or department]',
  ],
};
