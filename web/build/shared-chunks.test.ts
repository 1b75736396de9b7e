// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mustStayShared } from './shared-chunks';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

describe('mustStayShared', () => {
  it('lets stateless modules and lucide icons be copied into the chunks using them', () => {
    expect(mustStayShared(src('components/ui/badge.tsx'))).toBe(false);
    expect(mustStayShared(src('features/schools/api/schools.ts'))).toBe(false);
    expect(mustStayShared('/x/node_modules/lucide-react/dist/esm/icons/heart.mjs')).toBe(false);
  });

  it('keeps modules with state, packages and virtual modules shared', () => {
    // a React context, a module-level Set, a class
    expect(
      mustStayShared(src('features/admin-submissions/components/source-marks/source-marks.tsx')),
    ).toBe(true);
    expect(mustStayShared(src('app/layout/app-ready.tsx'))).toBe(true);
    expect(mustStayShared(src('lib/api-client.ts'))).toBe(true);
    expect(mustStayShared('/x/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe(true);
    expect(mustStayShared('\0rolldown/runtime.js')).toBe(true);
  });

  it('counts a typed empty collection and any constructed object as state', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-chunks-'));
    const module = (name: string, text: string) => {
      fs.writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    try {
      expect(mustStayShared(module('a.ts', 'const listeners: Array<() => void> = [];\n'))).toBe(
        true,
      );
      expect(mustStayShared(module('b.ts', 'export const client = new QueryClient();\n'))).toBe(
        true,
      );
      expect(
        mustStayShared(
          module('c.ts', "export const LABEL: Record<string, string> = { a: 'A' };\n"),
        ),
      ).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
