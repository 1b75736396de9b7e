// npm run bench -- rendering-path: the files and lines of "A page served" in
// docs/architecture.md (issue 25 asks for them before and after). Every file the
// section names in backticks is counted, found by its path or, when the prose
// names only the file, by its unique name among the sources; tests are not.
// Writes bench-results/rendering-path.json.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SECTION = /^## A page served\n([\s\S]*?)(?=^## )/m;
const SOURCE = /\.(ts|tsx)$/;

const doc = await readFile(`${root}/docs/architecture.md`, 'utf8');
const section = SECTION.exec(doc)?.[1];
if (!section) throw new Error('docs/architecture.md has no "## A page served" section');

const sources = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('tests/'));

/** A named file's path: as written, under web/src, or the one source with that name. */
function resolve(name: string): string | undefined {
  for (const candidate of [name, `web/src/${name}`])
    if (sources.includes(candidate)) return candidate;
  const byName = sources.filter((file) => file.endsWith(`/${name}`));
  if (byName.length > 1) throw new Error(`"${name}" names ${byName.join(', ')}`);
  return byName[0];
}

const named = [...section.matchAll(/`([^`]+)`/g)]
  .map((match) => match[1]!)
  .filter((token) => SOURCE.test(token));
const files = [...new Set(named.map(resolve).filter((file) => file !== undefined))].sort();
const perFile = await Promise.all(
  files.map(async (file) => ({
    file,
    lines: (await readFile(`${root}/${file}`, 'utf8')).split('\n').length - 1,
  })),
);
const lines = perFile.reduce((sum, { lines: n }) => sum + n, 0);
for (const { file, lines: n } of perFile) console.error(`  ${String(n).padStart(5)}  ${file}`);
console.error(`rendering path: ${files.length} files, ${lines} lines`);

const result = {
  benchmark: 'rendering-path',
  at: new Date().toISOString(),
  summary: { files: files.length, lines },
  files: perFile,
};
await mkdir(`${root}/bench-results`, { recursive: true });
await writeFile(
  `${root}/bench-results/rendering-path.json`,
  `${JSON.stringify(result, null, 2)}\n`,
);
