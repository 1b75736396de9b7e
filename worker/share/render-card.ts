import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { CardElement } from './cards';

const SHARE_IMAGE_WIDTH = 1200;
const SHARE_IMAGE_HEIGHT = 630;

interface Font {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}
type Satori = (
  element: unknown,
  options: { width: number; height: number; fonts: Font[] },
) => Promise<string>;

// satori's type declarations import React's, whose global stand-ins for DOM
// types (an empty HTMLElement …) would leak into every server file and break
// the browser code of the e2e tests; so it is loaded by a name TypeScript does
// not follow, with the one signature used here.
const SATORI = 'satori';
let satori: Promise<Satori> | undefined;
const loadSatori = () =>
  (satori ??= import(SATORI).then((module: { default: Satori }) => module.default));

const require = createRequire(import.meta.url);
const FONT_FILES: [string, 400 | 700][] = [
  ['inter-latin-400-normal.woff', 400],
  ['inter-latin-700-normal.woff', 700],
  ['inter-latin-ext-400-normal.woff', 400],
  ['inter-latin-ext-700-normal.woff', 700],
];

let fonts: Promise<Font[]> | undefined;

/** Inter from @fontsource (WOFF: satori reads TTF, OTF and WOFF, not WOFF2), loaded once. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ([file, weight]) => ({
      name: 'Inter',
      data: await readFile(require.resolve(`@fontsource/inter/files/${file}`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** A card as a 1200×630 PNG: satori lays it out as SVG, resvg draws it (CPU-bound: run it in the render thread). */
export async function renderCard(card: CardElement): Promise<Buffer> {
  const render = await loadSatori();
  const svg = await render(card, {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: await loadFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH } })
    .render()
    .asPng();
  return Buffer.from(png);
}
