// Gallery image URLs, kept free of zod so pages can build them without
// loading the schema library (core/contracts/gallery.ts re-exports these).

/** Images are served under this path, followed by the image's objectPath (SPEC §3). */
export const GALLERY_IMAGES_PATH = '/gallery-images';

/** The browser URL of a gallery image. */
export function galleryImageUrl(objectPath: string): string {
  return `${GALLERY_IMAGES_PATH}/${objectPath.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The path of the smallest stored version of an image (a phone-sized photo,
 * issue 23) for thumbnails and cards; the image itself when it has none.
 */
export function thumbnailPath(image: {
  objectPath: string;
  variants?: readonly { objectPath: string }[];
}): string {
  return image.variants?.[0]?.objectPath ?? image.objectPath;
}
