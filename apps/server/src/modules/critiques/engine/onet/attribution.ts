// O*NET's licence (CC BY 4.0) asks for both texts wherever its data shows: the README, the review page's ATS and
// Best-Fit Jobs tabs, the jobs page's footer. skills.json and occupations.json come from scripts/data-onet.mjs.
export const ATTRIBUTION = {
  webServices:
    'This site incorporates information from O*NET Web Services by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). O*NET® is a trademark of USDOL/ETA.',
  database: 'O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.',
} as const;
