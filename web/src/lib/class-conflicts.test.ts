// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { buttonVariants } from '@web/components/ui/button';
import { classConflicts, componentClasses, takeClassConflicts } from './class-conflicts';
import { cn } from './cn';

describe('classConflicts', () => {
  it("reads the ui kit's component classes from the stylesheet", () => {
    expect(componentClasses().get('card-content')).toEqual(['p-5', 'pt-0']);
    expect(componentClasses().get('button-outline')).toContain('hover:bg-slate-100');
  });

  it('lets a caller override a component class', () => {
    expect(classConflicts('card-content flex flex-col gap-3 pt-5')).toEqual([]);
    expect(classConflicts('button button-default button-size-icon size-9')).toEqual([]);
    // the same class as the component's, in another state: the same look in every state
    expect(classConflicts('input-box h-9 text-sm')).toEqual([]);
  });

  it('finds two utilities that set one property', () => {
    expect(classConflicts('text-xs text-slate-600 text-emerald-700')).toEqual([
      "'text-slate-600' and 'text-emerald-700' set the same property",
    ]);
    expect(classConflicts('p-4 sm:p-6 max-sm:rounded-none')).toEqual([]);
  });

  it("finds a caller's utility that would beat a component's hover", () => {
    expect(classConflicts('button button-outline button-size-icon bg-white/95')).toEqual([
      "'bg-white/95' overrides the component's 'hover:bg-slate-100' in every state",
    ]);
    expect(
      classConflicts('button button-outline button-size-icon bg-white/95 hover:bg-slate-100'),
    ).toEqual([]);
  });

  it("finds a caller's text size under a component's line height", () => {
    expect(classConflicts('card-title text-base')).toEqual([
      "'text-base' keeps the line height of the component's 'leading-tight'",
    ]);
    expect(classConflicts('card-title text-base leading-normal')).toEqual([]);
  });
});

describe('cn', () => {
  it('joins class names, taking none out', () => {
    expect(cn('card-header', ['flex-row', 'gap-3'], { hidden: false })).toBe(
      'card-header flex-row gap-3',
    );
  });

  it('reports a conflict in tests, so the test rendering it fails', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cn('border-slate-300', 'border-red-600');
    cn('border-slate-300', 'border-red-600');
    const message =
      "cn(): 'border-slate-300' and 'border-red-600' set the same property in \"border-slate-300 border-red-600\"";
    expect(takeClassConflicts()).toEqual([message, message]);
    expect(logged).toHaveBeenCalledWith(message);
    logged.mockRestore();
  });

  it('names only classes the stylesheet defines for the buttons', () => {
    const variants = ['default', 'outline', 'secondary', 'ghost', 'link', 'destructive'] as const;
    const sizes = ['default', 'sm', 'lg', 'icon'] as const;
    for (const variant of variants)
      for (const size of sizes) {
        const names = buttonVariants({ variant, size }).split(' ');
        const unknown = names.filter(
          (name) => !componentClasses().has(name) && !name.startsWith('[&_svg]:'),
        );
        expect(unknown).toEqual([]);
      }
  });
});
