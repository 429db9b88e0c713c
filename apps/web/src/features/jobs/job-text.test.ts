import { describe, expect, it } from 'vitest';
import { plainText, salaryRange } from './job-text.ts';

describe('job texts', () => {
  it('shows provider HTML as plain text', () => {
    expect(plainText('Join our <strong>ICU</strong> team &amp; care<script>x</script>')).toBe('Join our ICU team & care x');
  });

  it('writes a salary range, one bound, or nothing', () => {
    expect(salaryRange(72000, 91000, 'usd', 'en')).toBe('$72,000 – $91,000');
    expect(salaryRange(72000, null, 'usd', 'en')).toBe('$72,000');
    expect(salaryRange(null, null, 'usd', 'en')).toBeNull();
  });
});
