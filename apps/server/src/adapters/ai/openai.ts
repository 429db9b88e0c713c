import { ASSISTANT_MAX_SUGGESTIONS, ASSISTANT_ROLE_TITLES, ASSISTANT_SUGGESTION_MAX_CHARS, type TLanguage } from '@draftdesk/contract';
import type { ContentGenerator, GenerateInput } from './types.ts';

export interface OpenAiConfig {
  /** Up to and including the version, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  /** Sent as a bearer token when set; local model servers often need none. */
  apiKey?: string;
  model: string;
  /** After this long the built-in generator answers instead (default 10 s). */
  timeoutMs?: number;
}

const SECTION: Record<GenerateInput['key'], string> = {
  summary: 'a professional summary (two or three sentences each)',
  workExperience: 'work experience bullet points (one achievement or duty each)',
  hardSkills: 'hard skills (a few words each)',
  softSkills: 'soft skills (a few words each)',
  hobbies: 'hobbies and interests (a few words each)',
};

/** The languages' names as a model reads them best: in English. */
const LANGUAGE_NAMES: Record<TLanguage, string> = { en: 'English', de: 'German', es: 'Spanish', it: 'Italian', ru: 'Russian', th: 'Thai' };

/** The prompt: built from the three fields alone, so nothing else the user wrote can reach the model. */
export function promptFor(input: GenerateInput): { role: 'system' | 'user'; content: string }[] {
  const lines = [`Write ${SECTION[input.key]} for a resume.`];
  if (input.role) lines.push(`Role: ${ASSISTANT_ROLE_TITLES[input.role]}.`);
  if (input.experience) lines.push(`Experience: ${input.experience}.`);
  return [
    {
      role: 'system',
      content:
        `You help people write their resume. Answer with a JSON array of 5 to 8 suggestions, each a plain string in ${LANGUAGE_NAMES[input.language ?? 'en']}, ` +
        'no markdown. Never invent numbers, names or employers: write placeholders such as [X]%, [N] or [company] for the user to fill.',
    },
    { role: 'user', content: lines.join('\n') },
  ];
}

/** The suggestions in a model's answer: a JSON array (maybe fenced, maybe under a key) or one per line. */
export function parseSuggestions(text: string): string[] {
  const unfenced = text.replace(/^\s*```[a-z]*\s*/i, '').replace(/\s*```\s*$/, '');
  let items: unknown[] | undefined;
  try {
    const parsed: unknown = JSON.parse(unfenced);
    if (Array.isArray(parsed)) items = parsed;
    else if (parsed && typeof parsed === 'object') items = Object.values(parsed).find(Array.isArray);
  } catch {
    items = unfenced.split('\n');
  }
  return (items ?? [])
    .filter((item): item is string => typeof item === 'string')
    .map((item) =>
      item
        // Control characters, list markers and wrapping quotes go; the text stays text (the web never renders it as HTML).
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '')
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((item) => item.length > 0 && item.length <= ASSISTANT_SUGGESTION_MAX_CHARS)
    .slice(0, ASSISTANT_MAX_SUGGESTIONS);
}

/**
 * An OpenAI-compatible chat-completions API (OpenAI, or a local server such as Ollama, llama.cpp or vLLM). Any
 * failure, an answer without suggestions, or no answer within the timeout: the fallback answers instead.
 */
export function openAiCompatibleGenerator(config: OpenAiConfig, fallback: ContentGenerator, onFallback?: (reason: unknown) => void): ContentGenerator {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? 10_000;
  return {
    name: 'openai-compatible',
    async generate(input) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({ model: config.model, messages: promptFor(input), temperature: 0.7 }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new Error(`the model answered ${res.status}`);
        const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
        const text = body.choices?.[0]?.message?.content;
        const content = typeof text === 'string' ? parseSuggestions(text) : [];
        if (!content.length) throw new Error('the model answered no suggestions');
        return { content, source: 'ai' };
      } catch (err) {
        onFallback?.(err);
        return fallback.generate(input);
      }
    },
  };
}
