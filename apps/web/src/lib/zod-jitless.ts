// The content security policy allows no eval: zod must not compile validators (nor probe whether it may, which the
// browser reports as a violation). Zod reads its configuration from this global object, created by whichever runs
// first, so setting it here needs no zod on the first load: main.tsx imports this module before anything else, and
// every schema is built after it, whichever chunk brings zod.
interface ZodGlobalConfig {
  jitless?: boolean;
}

const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
