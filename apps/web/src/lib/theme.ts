/** The theme's palette made from the site's brand colour (app/theme.ts); it is the primary colour. */
export const BRAND = 'brand';
