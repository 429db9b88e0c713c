/**
 * Spec 03 §3 and §9: the industries of the initial question (1-3 of them) with
 * the Tabler icon each card shows (`icon` is the kebab-case Tabler name:
 * 'building-bank' is IconBuildingBank), and the 8 experience levels.
 */
export const INDUSTRIES = [
  { name: 'Accounting', icon: 'calculator' },
  { name: 'Administration', icon: 'paperclip' },
  { name: 'Advertising', icon: 'speakerphone' },
  { name: 'Agriculture', icon: 'plant' },
  { name: 'Architecture', icon: 'building' },
  { name: 'Arts & Design', icon: 'palette' },
  { name: 'Automotive', icon: 'car' },
  { name: 'Aviation', icon: 'plane' },
  { name: 'Banking', icon: 'building-bank' },
  { name: 'Construction', icon: 'crane' },
  { name: 'Consulting', icon: 'bulb' },
  { name: 'Customer Service', icon: 'headset' },
  { name: 'Education', icon: 'school' },
  { name: 'Energy', icon: 'bolt' },
  { name: 'Engineering', icon: 'settings' },
  { name: 'Entertainment', icon: 'movie' },
  { name: 'Environment', icon: 'leaf' },
  { name: 'Finance', icon: 'coin' },
  { name: 'Government', icon: 'building-community' },
  { name: 'Healthcare', icon: 'stethoscope' },
  { name: 'Hospitality', icon: 'tools-kitchen-2' },
  { name: 'Human Resources', icon: 'users' },
  { name: 'Information Technology', icon: 'device-laptop' },
  { name: 'Insurance', icon: 'umbrella' },
  { name: 'Legal', icon: 'scale' },
  { name: 'Logistics', icon: 'truck' },
  { name: 'Manufacturing', icon: 'building-factory' },
  { name: 'Marketing', icon: 'chart-arrows-vertical' },
  { name: 'Media & Communications', icon: 'news' },
  { name: 'Military', icon: 'shield' },
  { name: 'Non-Profit', icon: 'heart-handshake' },
  { name: 'Pharmaceuticals', icon: 'pill' },
  { name: 'Real Estate', icon: 'home' },
  { name: 'Retail', icon: 'shopping-cart' },
  { name: 'Sales', icon: 'chart-line' },
  { name: 'Science & Research', icon: 'flask' },
  { name: 'Telecommunications', icon: 'antenna' },
  { name: 'Other', icon: 'dots' },
] as const;

export type TIndustry = (typeof INDUSTRIES)[number]['name'];
export const INDUSTRY_NAMES = INDUSTRIES.map((i) => i.name) as [TIndustry, ...TIndustry[]];
export const MAX_INDUSTRIES = 3;

export const EXPERIENCE_LEVELS = [
  "Didn't complete high school",
  'Currently in college',
  'Entry Level (0 years)',
  'Associate (1-5)',
  'Mid-Senior level (5-10)',
  'Director (10-15)',
  'Executive/C-Suite (15+)',
  'Other',
] as const;
export type TExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
