import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Page modules of the router and whether anonymous visitors load them. */
const PAGES: { name: string; module: string; public: boolean }[] = [
  { name: 'home (/)', module: 'src/app/routes/home.tsx', public: true },
  {
    name: 'hubs (/indonesia, /{province}/...)',
    module: 'src/app/routes/listing.tsx',
    public: true,
  },
  { name: 'school (/school/{slug})', module: 'src/app/routes/school.tsx', public: true },
  { name: 'comparison', module: 'src/app/routes/comparison.tsx', public: true },
  { name: 'about', module: 'src/app/routes/about.tsx', public: true },
  { name: 'school-requests', module: 'src/app/routes/school-requests.tsx', public: true },
  { name: 'request-school', module: 'src/app/routes/request-school.tsx', public: true },
  { name: 'contribute', module: 'src/app/routes/contribute.tsx', public: true },
  // the admin login and registration: admin code, reported but not held to the public budget
  { name: 'auth (admin login)', module: 'src/app/routes/auth.tsx', public: false },
  { name: '404', module: 'src/app/routes/not-found.tsx', public: true },
  { name: 'dashboard', module: 'src/app/routes/dashboard.tsx', public: false },
  { name: 'admin', module: 'src/app/routes/admin.tsx', public: false },
];

export interface PageBundle {
  page: string;
  public: boolean;
  jsFiles: number;
  jsGzipKb: number;
  cssGzipKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

/**
 * First-load bytes of each page, gzipped: the entry chunk, the page's lazy
 * chunk and every chunk they import statically (what the browser must fetch
 * before the page can render). Shared chunks count for every page using them.
 */
export function measureBundles(distDir: string): PageBundle[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(fs.readFileSync(path.join(distDir, file))).length);
    return gzipped.get(file)!;
  };
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  };

  return PAGES.filter((page) => manifest[page.module]).map((page) => {
    const keys = new Set<string>();
    closure(entryKey, keys);
    closure(page.module, keys);
    let js = 0;
    let css = 0;
    const cssFiles = new Set<string>();
    for (const key of keys) {
      js += size(manifest[key]!.file);
      for (const file of manifest[key]!.css ?? []) cssFiles.add(file);
    }
    for (const file of cssFiles) css += size(file);
    return {
      page: page.name,
      public: page.public,
      jsFiles: keys.size,
      jsGzipKb: kb(js),
      cssGzipKb: kb(css),
    };
  });
}
