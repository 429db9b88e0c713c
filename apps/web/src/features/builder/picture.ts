import type { Area } from 'react-easy-crop';

/** The photo the user picks: at most this large before cropping (spec 03 §5: the photo accepts images). */
export const PICTURE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_ACCEPT = 'image/png,image/jpeg,image/webp';
/** The cropped picture's side in px: sharp on a printed page, small in a `.save` file. */
const OUTPUT_SIDE_PX = 320;

/** The image type from the file's first bytes (a renamed file is not trusted by its name or type). */
export async function sniffImageType(file: Blob): Promise<'png' | 'jpeg' | 'webp' | null> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export type PictureProblem = 'notImage' | 'tooLarge';

/** Why a picked file cannot be the photo, or null when it can. */
export async function checkPicture(file: File): Promise<PictureProblem | null> {
  if (file.size > PICTURE_UPLOAD_MAX_BYTES) return 'tooLarge';
  return (await sniffImageType(file)) ? null : 'notImage';
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });
}

/** The cropped square as a JPEG data URL (the schema allows png, jpeg and webp). */
export async function cropPicture(src: string, area: Area): Promise<string> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_SIDE_PX;
  canvas.height = OUTPUT_SIDE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, OUTPUT_SIDE_PX, OUTPUT_SIDE_PX);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, OUTPUT_SIDE_PX, OUTPUT_SIDE_PX);
  return canvas.toDataURL('image/jpeg', 0.86);
}
