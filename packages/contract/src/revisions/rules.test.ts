import { describe, expect, it } from 'vitest';
import { asksFinalPrompt, customerMayFinalize, customerMaySee, draftState, reviewError } from './rules.ts';

const approved = { pending: false, approved: true };
const draft = (o: Partial<{ rating: number | null; reviewedByUser: boolean; adminApproval: { pending: boolean; approved: boolean } }> = {}) => ({
  rating: null,
  reviewedByUser: false,
  adminApproval: approved,
  ...o,
});

describe('draftState', () => {
  it('is pending while the admin has not approved it', () => {
    expect(draftState(draft({ adminApproval: { pending: true, approved: false } }))).toBe('pending');
  });
  it('is rejected when the admin refused it', () => {
    expect(draftState(draft({ adminApproval: { pending: false, approved: false } }))).toBe('rejected');
  });
  it('is under review until the customer reviews it', () => {
    expect(draftState(draft())).toBe('under-review');
    expect(draftState(draft({ rating: 4 }))).toBe('reviewed');
    expect(draftState(draft({ reviewedByUser: true }))).toBe('reviewed');
  });
  it('shows the customer only approved drafts', () => {
    expect(customerMaySee(draft())).toBe(true);
    expect(customerMaySee(draft({ adminApproval: { pending: true, approved: false } }))).toBe(false);
    expect(customerMaySee(draft({ adminApproval: { pending: false, approved: false } }))).toBe(false);
  });
  it('allows finalize only after a reviewed draft', () => {
    expect(customerMayFinalize([])).toBe(false);
    expect(customerMayFinalize([draft()])).toBe(false);
    expect(customerMayFinalize([draft(), draft({ reviewedByUser: true })])).toBe(true);
  });
});

describe('reviewError (spec 01 §5)', () => {
  it('needs a rating and text when rating is enabled', () => {
    const msg = 'Please rate the document and specify your revision request';
    expect(reviewError(false, { rating: 4, review: 'Great' })).toBe(null);
    expect(reviewError(false, { rating: null, review: 'Great' })).toBe(msg);
    expect(reviewError(false, { rating: 4, review: '  ' })).toBe(msg);
    expect(reviewError(false, {})).toBe(msg);
  });
  it('needs non-blank text when rating is disabled', () => {
    expect(reviewError(true, { review: 'Fine' })).toBe(null);
    expect(reviewError(true, { review: ' ' })).toBe('Please Write Review');
  });
  it('asks the final question after a rating above 3 or when rating is disabled', () => {
    expect(asksFinalPrompt(false, 4)).toBe(true);
    expect(asksFinalPrompt(false, 3)).toBe(false);
    expect(asksFinalPrompt(true, null)).toBe(true);
  });
});
