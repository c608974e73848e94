/**
 * Zod reads its settings from this global when its first schema is made. `jitless` keeps it
 * from probing for `new Function`: the Content-Security-Policy forbids eval, and Chrome logs
 * the refused probe as a policy violation (Lighthouse best practices). Imported first
 * by main.tsx, before any chunk that holds a schema can load.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
