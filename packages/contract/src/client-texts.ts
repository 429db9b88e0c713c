/**
 * The two texts the web app says itself (no answer at all, or an answer without a text). A module of their own:
 * the app's first load carries them without the whole catalogue of messages.ts (the app translates every other
 * text by its key, from its own catalogues).
 */
export const PLEASE_TRY_AGAIN_LATER = 'Please Try Again Later!';
export const TIMEOUT_TEXT = 'Timeout!';
