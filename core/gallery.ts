// Gallery image URLs, kept free of zod so pages can build them without
// loading the schema library (core/contracts/gallery.ts re-exports these).

/** Images are served under this path, followed by the image's objectPath (SPEC §3). */
export const GALLERY_IMAGES_PATH = '/gallery-images';

/** The browser URL of a gallery image. */
export function galleryImageUrl(objectPath: string): string {
  return `${GALLERY_IMAGES_PATH}/${objectPath.split('/').map(encodeURIComponent).join('/')}`;
}
