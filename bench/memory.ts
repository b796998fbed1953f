import { readFile } from 'node:fs/promises';

/** Memory of the server's process, as the upload and export benchmarks watch it. */
export const MB = 1024 * 1024;
const SAMPLE_MS = 10;

/** The resident set (VmRSS) of process `pid`, in bytes, read from /proc. */
export const residentBytes = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
};

/**
 * The peak growth of the resident set of `pid` over `baseline` while `work` runs, sampled every
 * SAMPLE_MS, and how long the work took.
 */
export const peakGrowth = async <T>(pid: number, baseline: number, work: () => Promise<T>) => {
  let peak = baseline;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await residentBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, growth: peak - baseline, seconds: (performance.now() - started) / 1000 };
  } finally {
    running = false;
    await sampler;
  }
};

export const SAMPLE_EVERY_MS = SAMPLE_MS;
