import type { Config } from '../../config.ts';
import { openAiCompatibleGenerator } from './openai.ts';
import type { ContentGenerator } from './types.ts';

export type { ContentGenerator, GenerateInput } from './types.ts';
export { openAiCompatibleGenerator, type OpenAiConfig } from './openai.ts';

/**
 * A model when AI_BASE_URL and AI_MODEL are configured (with the built-in generator as its fallback), else the
 * built-in generator (made by the builder module: adapters import no module).
 */
export function createContentGenerator(config: Config, builtin: ContentGenerator, onFallback?: (reason: unknown) => void): ContentGenerator {
  return config.ai ? openAiCompatibleGenerator(config.ai, builtin, onFallback) : builtin;
}
