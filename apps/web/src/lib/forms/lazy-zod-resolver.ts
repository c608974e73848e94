import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose schema, zod and the zod adapter load on first use:
 * a first screen's form renders without the validation libraries in its first download. The
 * import starts when the form mounts, so the first validation normally finds it loaded.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> & { preload(): void } {
  let loaded: Promise<Resolver<Input, unknown, Output>> | null = null;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>)
      .catch((error: unknown) => {
        // A failed download (a flaky connection) is tried again at the next validation.
        loaded = null;
        throw error;
      }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
