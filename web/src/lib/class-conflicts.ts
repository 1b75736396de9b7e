// Development and tests only (cn() calls it under import.meta.env.DEV, so a
// build leaves it and tailwind-merge out): finds class lists whose look would
// depend on an order that no longer decides anything. cn() only joins; the
// stylesheet decides: a utility beats a component class of `@layer components`
// (components/ui/kit.css), and between two utilities Tailwind's own order
// wins, not their order in the list.
import { twMerge } from 'tailwind-merge';
import stylesheet from '@web/components/ui/kit.css?raw';

let components: Map<string, string[]> | undefined;

/** The `.name { @apply ...; }` rules of the stylesheet: component class → its utilities. */
export function componentClasses(): Map<string, string[]> {
  components ??= new Map(
    [...stylesheet.matchAll(/\.([\w-]+)\s*\{\s*@apply\s+([^;}]+);\s*\}/g)].map(
      ([, name, applied]) => [name!, applied!.trim().split(/\s+/)],
    ),
  );
  return components;
}

/** `hover:sm:bg-x` → ['hover:sm:', 'bg-x'] (a colon inside brackets is part of the value) */
function splitVariants(name: string): [string, string] {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) end = i + 1;
  }
  return [name.slice(0, end), name.slice(end)];
}

/** whether `later` overrides `earlier` when both are in one list, as tailwind-merge sees it */
const overrides = (earlier: string, later: string) =>
  !twMerge(`${earlier} ${later}`).split(' ').includes(earlier);

/** whether the caller passes a utility for a state (variants) that `chosen` picks */
function passesFor(utilities: string[], variants: string, chosen: (base: string) => boolean) {
  return utilities.some((utility) => {
    const [utilityVariants, utilityBase] = splitVariants(utility);
    return utilityVariants === variants && chosen(utilityBase);
  });
}

/**
 * What is wrong with a class list, in words (empty when nothing is):
 * - two utilities that set one property: which wins is the stylesheet's order,
 *   not the list's (write the conditions so that only one is there);
 * - a caller's utility over a component's class with variants (`hover:`, `sm:`)
 *   that the caller does not restate: the utility would win in that state too;
 * - a caller's text size over a component's `leading-*`: the size's line height
 *   reads the `--tw-leading` the component still sets.
 */
export function classConflicts(classes: string): string[] {
  const byComponent = componentClasses();
  const own: string[] = [];
  const utilities: string[] = [];
  for (const name of classes.split(' ')) {
    if (!name) continue;
    const applied = byComponent.get(name);
    if (applied) own.push(...applied);
    else utilities.push(name);
  }
  const problems: string[] = [];
  const joined = utilities.join(' ');
  if (twMerge(joined) !== joined) {
    utilities.forEach((earlier, index) => {
      for (const later of utilities.slice(index + 1))
        if (overrides(earlier, later))
          problems.push(`'${earlier}' and '${later}' set the same property`);
    });
  }
  for (const component of own) {
    const [variants, base] = splitVariants(component);
    const leading = base.startsWith('leading-');
    if (!variants && !leading) continue;
    for (const utility of utilities) {
      const [utilityVariants, utilityBase] = splitVariants(utility);
      if (utilityBase === base || !overrides(base, utilityBase)) continue;
      const restated = passesFor(utilities, variants, (other) =>
        leading ? other.startsWith('leading-') : other === base || overrides(base, other),
      );
      if (restated) continue;
      if (variants && utilityVariants !== variants)
        problems.push(`'${utility}' overrides the component's '${component}' in every state`);
      else if (leading && utilityVariants === variants)
        problems.push(`'${utility}' keeps the line height of the component's '${component}'`);
    }
  }
  return problems;
}

const problemsOf = new Map<string, string[]>();
const reported: string[] = [];

/**
 * Reports a class list with a conflict (see classConflicts) on the console;
 * in tests also to takeClassConflicts, which web/test-setup.ts asks after
 * every test (an error thrown in a render could be caught by a boundary).
 */
export function checkClassConflicts(classes: string): void {
  let problems = problemsOf.get(classes);
  if (!problems) {
    problems = classConflicts(classes);
    problemsOf.set(classes, problems);
  }
  if (!problems.length) return;
  const message = `cn(): ${problems.join('; ')} in "${classes}"`;
  if (import.meta.env.MODE === 'test') reported.push(message);
  console.error(message);
}

/** The conflicts reported since the last call, forgotten. */
export function takeClassConflicts(): string[] {
  return reported.splice(0);
}
