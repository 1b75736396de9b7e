// The gallery photos of profile-latency.ts: the brochure folder's camera and chat
// pictures plus a 12-megapixel camera-sized JPEG made from one of them.
import fs from 'node:fs';
import sharp from 'sharp';
import { brochureFiles, brochurePath } from './brochure-set';

/** The photos of the run: real pictures people send, and a camera-sized one. */
export async function samplePhotos(): Promise<{ name: string; bytes: Buffer }[]> {
  const files = brochureFiles()
    .filter((file) => /\.(jpe?g|png)$/i.test(file))
    .map((file) => ({ name: file, bytes: fs.readFileSync(brochurePath(file)) }));
  const camera = files.find((file) => /\.jpe?g$/i.test(file.name));
  if (camera)
    files.push({
      name: 'camera-4000x3000.jpg',
      bytes: await sharp(camera.bytes)
        .resize(4000, 3000, { fit: 'cover' })
        .jpeg({ quality: 90 })
        .toBuffer(),
    });
  return files;
}
