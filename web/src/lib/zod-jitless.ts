// Imported first by main.tsx, before any module that builds a zod schema.
// zod compiles object parsers with `new Function` unless told not to, and the
// Content-Security-Policy refuses eval (a reported violation on every page
// that loads a schema). zod reads this global when it loads, so setting it
// here costs no import of zod itself.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
