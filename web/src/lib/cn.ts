import { clsx, type ClassValue } from 'clsx';
import { checkClassConflicts } from './class-conflicts';

/**
 * Joins class names, nothing more: a component's own styles are component
 * classes (components/ui/kit.css, `@layer components`), which every utility a caller
 * passes beats, so no class has to be taken out. Development and tests check
 * that no two classes in a list compete (class-conflicts.ts); a build drops
 * the check.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) checkClassConflicts(classes);
  return classes;
}
