import { describe, expect, it } from 'vitest';
import { parseSuggestions, promptFor } from './openai.ts';

describe('the OpenAI-compatible adapter', () => {
  it('reads a JSON array, a fenced one, one under a key, or one suggestion per line', () => {
    expect(parseSuggestions('["A", "B"]')).toEqual(['A', 'B']);
    expect(parseSuggestions('```json\n["A", "B"]\n```')).toEqual(['A', 'B']);
    expect(parseSuggestions('{"suggestions": ["A", 3, "B"]}')).toEqual(['A', 'B']);
    expect(parseSuggestions('Here you are:\n1. Led [N] people\n* Cut costs by [X]%\n- "Quoted"\n')).toEqual([
      'Here you are:',
      'Led [N] people',
      'Cut costs by [X]%',
      'Quoted',
    ]);
  });

  it('drops empty, overlong and control-character content, and keeps at most twelve', () => {
    expect(parseSuggestions(JSON.stringify(['', '   ', 'x'.repeat(501), 'ok\u0000ay']))).toEqual(['ok ay']);
    expect(parseSuggestions(JSON.stringify(Array.from({ length: 20 }, (_, i) => `S${i}`)))).toHaveLength(12);
    expect(parseSuggestions('{}')).toEqual([]);
  });

  it('tells the model the section, the role and the experience, nothing else', () => {
    const messages = promptFor({ key: 'summary', role: 'dataScientist', experience: 'A lot of experience' });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1].content).toBe(
      'Write a professional summary (two or three sentences each) for a resume.\nRole: Data Scientist.\nExperience: A lot of experience.',
    );
    expect(promptFor({ key: 'hobbies' })[1].content).toBe('Write hobbies and interests (a few words each) for a resume.');
  });

  it("asks for the reader's language, English when none is given", () => {
    expect(promptFor({ key: 'hobbies' })[0].content).toContain('each a plain string in English,');
    expect(promptFor({ key: 'hobbies', language: 'th' })[0].content).toContain('each a plain string in Thai,');
    expect(promptFor({ key: 'hobbies', language: 'de' })[0].content).toContain('each a plain string in German,');
  });
});
