import { ConfigError } from '../config';

/**
 * Runs an `npm run` command and exits with the code `task` answers. When it throws, the message
 * of a configuration error (or of another error class in `explained`) is printed as it stands,
 * any other error after `failure`, and the process exits with `failedCode`.
 */
export const runCommand = (
  task: () => Promise<number>,
  options: { failure: string; failedCode: number; explained?: (new (message?: string) => Error)[] },
) => {
  const explained = [ConfigError, ...(options.explained ?? [])];
  task()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(
        explained.some((type) => error instanceof type)
          ? (error as Error).message
          : `${options.failure}: ${String(error)}`,
      );
      process.exit(options.failedCode);
    });
};
