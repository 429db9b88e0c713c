// The database schema, one file per domain under schema/; import tables from here.
export * from './schema/sites.ts';
export * from './schema/auth.ts';
export * from './schema/files.ts';
export * from './schema/notifications.ts';
export * from './schema/catalog.ts';
export * from './schema/orders.ts';
export * from './schema/journey.ts';
export * from './schema/questionnaires.ts';
export * from './schema/documents.ts';
export * from './schema/chat.ts';
export * from './schema/checkout.ts';
export * from './schema/mail.ts';
export * from './schema/critiques.ts';
export * from './schema/jobs.ts';
export * from './schema/boards.ts';
export * from './schema/resumes.ts';
