/**
 * The answer times of `/api/v1/auth/me`, asked every `everyMs` by another client of `base` while
 * `work` runs: how a signed-in user's requests fare beside an export.
 */
export const probedWhile = async <T>(
  base: string,
  headers: Record<string, string>,
  everyMs: number,
  work: () => Promise<T>,
) => {
  const probes: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${base}/api/v1/auth/me`, { headers })).arrayBuffer();
      probes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  try {
    return { result: await work(), probes };
  } finally {
    running = false;
    await probing;
  }
};
