/** The resume builder's texts (locales/builder/<language>.json): they load with the page, never on /login. */
export const BUILDER_NS = 'builder';
