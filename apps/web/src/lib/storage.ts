/** localStorage that never throws (private mode, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* the preference is simply not remembered */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing to forget */
    }
  },
};

export const STORAGE_KEYS = {
  language: 'draftdesk.language',
  sidebar: 'draftdesk.sidebar',
  /** Questionnaire progress: one entry per order, questionnaire and service. */
  questionnairePrefix: 'draftdesk.questionnaire',
} as const;
