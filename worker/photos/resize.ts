import sharp, { type OutputInfo } from 'sharp';

// Gallery photos sized for phones (issue 23). A photo is decoded once per
// size, turned upright from its EXIF orientation, stripped of its metadata
// (camera, GPS position) and stored as WebP, which every browser the product
// supports shows and which is about a third smaller than JPEG at equal quality.

/** Widths stored: a card or thumbnail on a phone, and the full-screen viewer. */
const PHOTO_WIDTHS = [480, 1280] as const;
const PHOTO_QUALITY = 75;
/** A decoded photo may have at most this many pixels (a 50-megapixel camera) */
const MAX_PHOTO_PIXELS = 50_000_000;

/** The formats a gallery photo may arrive in, by file-type's reading of its bytes. */
export const PHOTO_INPUT_TYPES = ['jpg', 'png', 'webp'] as const;

export interface ResizedVariant {
  width: number;
  height: number;
  data: Buffer;
}

export class NotAPhotoError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAPhotoError';
  }
}

/**
 * The photo at each of PHOTO_WIDTHS (never enlarged: a small photo gives
 * fewer, smaller variants, duplicates dropped), smallest first. Throws
 * NotAPhotoError when the bytes do not decode as an image.
 */
export async function resizePhoto(bytes: Buffer): Promise<ResizedVariant[]> {
  const variants: ResizedVariant[] = [];
  for (const width of PHOTO_WIDTHS) {
    let result: { data: Buffer; info: OutputInfo };
    try {
      result = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: PHOTO_QUALITY })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      throw new NotAPhotoError(error instanceof Error ? error.message : String(error));
    }
    if (variants.some((variant) => variant.width === result.info.width)) continue;
    variants.push({ width: result.info.width, height: result.info.height, data: result.data });
  }
  return variants;
}
