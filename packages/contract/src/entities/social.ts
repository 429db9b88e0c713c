// Apart from the site's schemas: the web app's footer imports this list without loading zod.
export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'linkedin', 'youtube', 'instagram', 'pinterest'] as const;
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];
