// @vitest-environment node
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
});
