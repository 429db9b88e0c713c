import { expect, test } from '@playwright/test';
import { DEMO, snapBoth } from './fixtures.ts';
import { BETA, apiGet, signIn } from './writer-helpers.ts';

/** The writer's own profile (spec 02), on Beta Careers' demo writer; independent of the order specs. */
test.use({ baseURL: BETA });

test('[WRITER] edits the writing profile in three steps', async ({ page }) => {
  await signIn(page, DEMO.writer);
  await page.goto('/onboarding');
  const progress = page.getByTestId('wizard-progress').getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await expect(page.getByLabel('Work Phone')).toHaveValue('+1 (555) 010-2030');
  await page.getByLabel('Personal Phone').fill('call me');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter A valid phone number')).toBeVisible();
  await snapBoth(page, 'writer-profile-contact');
  await page.getByLabel('Personal Phone').fill('+44 20 7946 0958');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByLabel('Profile Title')).toHaveValue('Certified Professional Resume Writer');
  await page.getByLabel('Profile Title').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel('Profile Title').fill('Executive Resume Writer');
  await page.getByText('Biography', { exact: true }).click();
  await snapBoth(page, 'writer-profile-profile');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(progress).toHaveAttribute('aria-valuenow', '75');
  // The demo writer works every day: Sunday is switched off and on again (other specs' orders count on the days).
  const sunday = page.getByRole('checkbox', { name: 'Sunday' });
  await expect(sunday).toBeChecked();
  await page.getByText('Sunday', { exact: true }).click();
  await expect(sunday).not.toBeChecked();
  await page.getByText('Sunday', { exact: true }).click();
  await expect(sunday).toBeChecked();
  await page.getByLabel('Max open jobs').fill('8');
  await snapBoth(page, 'writer-profile-availability');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Profile Updated Sucessfully')).toBeVisible();

  const session = await apiGet<{ user: { writer_data: Record<string, unknown> } }>(page, '/api/auth/user');
  expect(session.user.writer_data).toMatchObject({ profileTitle: 'Executive Resume Writer', personalPhone: '+44 20 7946 0958', maxOpenJobs: 8 });
  expect(session.user.writer_data.services).toContain('Biography');
  expect(session.user.writer_data.availableDays).toEqual(
    expect.arrayContaining(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
  );
});
