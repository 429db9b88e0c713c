import type { TAssistantExperience, TAssistantKey, TAssistantRole, TGeneratedContent, TLanguage } from '@draftdesk/contract';

/** All a provider is told: the section, the role, the experience and the language to write in (no name, no resume,
 * nothing the user typed). */
export interface GenerateInput {
  key: TAssistantKey;
  role?: TAssistantRole;
  experience?: TAssistantExperience;
  /** English when not given. */
  language?: TLanguage;
}

/** Who writes the assistant's suggestions: the built-in phrase bank, or a model behind an OpenAI-compatible API. */
export interface ContentGenerator {
  readonly name: 'builtin' | 'openai-compatible';
  /** Never fails: a model that cannot answer hands over to the built-in generator. */
  generate(input: GenerateInput): Promise<TGeneratedContent>;
}
