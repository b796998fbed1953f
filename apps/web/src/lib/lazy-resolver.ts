import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver fetched on the form's first check instead of with its page: the sign-in page
 * shows before its schema, and zod with it, has arrived. The rule is still the domain's one.
 */
export const lazyResolver = <Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> => {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().catch((error: unknown) => {
      // A failed download (the network dropped) is tried again on the next check.
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
};
