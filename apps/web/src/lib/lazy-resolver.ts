import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema code loads on the first validation. The login
 * page uses it so that zod is not part of the first page load.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): Resolver<TInput, TContext, TOutput> {
  let resolver: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}
