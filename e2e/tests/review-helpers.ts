import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { textPdf } from './samples.ts';

/** A one-page resume of `name` as a text PDF the review engine reads. */
export function resumePdf(name: string): Buffer {
  return textPdf(name, [
    `${name.toLowerCase().replace(' ', '.')}@example.com | +1 555 123 4567`,
    'Summary',
    'Experienced software engineer. A results-driven team player.',
    'Experience',
    'Senior Software Engineer, Acme Corp, 2019 - 2024',
    '- Responsible for the payments platform which was used by many customers.',
    '- Led a team of 5 engineers and reduced latency by 40%.',
    'Software Engineer, Beta Inc, 2015 - 2019',
    '- Built REST APIs in Node.js and TypeScript on AWS.',
    'Education',
    'BSc Computer Science, State University, 2015',
    'Skills',
    'Kubernetes, React, PostgreSQL',
  ]);
}

/** A review made through the API, for the tests that start on the review page. */
export async function createReview(request: APIRequestContext, baseURL: string, fields: Record<string, string>, file = resumePdf('Ada Lovelace')) {
  const response = await request.post('/api/critiques', {
    headers: { origin: baseURL },
    multipart: { ...fields, file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: file } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { critiqueId: string; link: string };
}

/** Waits until the engine has written the review and the page shows it. */
export async function waitForReview(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /here is your resume review/ })).toBeVisible({ timeout: 30_000 });
}
