/**
 * Stands in for `zod` in the production web bundle (see vite.config.ts). The client takes only method, path
 * and types from the contracts and never validates with their schemas (the server does), yet importing a
 * contract evaluates its zod schema builders: about 30 KB gzip on the first screen for nothing.
 * Every builder call returns another inert schema; validating throws, loudly, so a feature that starts
 * validating on the client notices at once and removes the alias instead of silently passing everything.
 */
type Inert = ((...args: unknown[]) => Inert) & Record<string, unknown>;

const VALIDATORS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

function refuse(): never {
  throw new Error(
    'zod is stubbed in the web bundle: remove the alias in apps/web/vite.config.ts to validate',
  );
}

const inert: Inert = new Proxy(function inertSchema() {} as unknown as Inert, {
  get(_target, prop) {
    if (typeof prop === 'string' && VALIDATORS.has(prop)) return refuse;
    // Never a thenable or a primitive: an inert schema must not be mistaken for a promise or a value.
    if (prop === 'then' || typeof prop === 'symbol') return undefined;
    return inert;
  },
  apply() {
    return inert;
  },
});

export const z = inert;
export default inert;
