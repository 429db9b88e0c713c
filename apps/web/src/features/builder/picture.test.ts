import { emptyResume } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { PICTURE_UPLOAD_MAX_BYTES, checkPicture, sniffImageType } from './picture.ts';
import { editResume } from './resume-state.ts';

const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('the profile picture', () => {
  it('is known by its first bytes, not by its name or type', async () => {
    expect(await sniffImageType(new Blob([bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)]))).toBe('png');
    expect(await sniffImageType(new Blob([bytes(0xff, 0xd8, 0xff, 0xe0)]))).toBe('jpeg');
    expect(await sniffImageType(new Blob([bytes('RIFF', 0, 0, 0, 0, 'WEBP')]))).toBe('webp');
    expect(await sniffImageType(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }))).toBeNull();
  });

  it('is refused when it is not an image or too large', async () => {
    expect(await checkPicture(new File(['GIF89a'], 'a.png', { type: 'image/png' }))).toBe('notImage');
    const large = new File([new Uint8Array(PICTURE_UPLOAD_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(await checkPicture(large)).toBe('tooLarge');
    expect(await checkPicture(new File([bytes(0xff, 0xd8, 0xff, 0xe0)], 'me.jpg'))).toBeNull();
  });
});

describe('editResume', () => {
  it('changes a copy and leaves the original as it was', () => {
    const before = emptyResume();
    const after = editResume(before, (d) => {
      d.name.text = 'Ada';
      d.hardSkills.items[0].text = 'Algorithms';
    });
    expect(after.name.text).toBe('Ada');
    expect(after.hardSkills.items[0].text).toBe('Algorithms');
    expect(before.name.text).toBe('');
    expect(before.hardSkills.items[0].text).toBe('');
  });
});
