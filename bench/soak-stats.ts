/** The soak's timings per step and its errors by kind and by minute of the run. */

/** The step whose p95 says whether the machine holds the load (under a second). */
export const LIST_STEP = 'list and search';

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

export class SoakStats {
  private readonly durations = new Map<string, number[]>();
  /** `${step}: ${kind}` -> how many. */
  readonly errors = new Map<string, number>();
  /** Minute of the run -> errors in it. */
  readonly errorsByMinute = new Map<number, number>();

  constructor(private readonly startedAt: number) {}

  /** Minute of the run -> the list steps' durations in it, to see where the load outgrew the machine. */
  private readonly listsByMinute = new Map<number, number[]>();
  /** Minute of the run -> steps taken in it. */
  readonly stepsByMinute = new Map<number, number>();

  private minute() {
    return Math.floor((Date.now() - this.startedAt) / 60_000);
  }

  record(step: string, ms: number) {
    const list = this.durations.get(step) ?? [];
    list.push(ms);
    this.durations.set(step, list);
    const minute = this.minute();
    this.stepsByMinute.set(minute, (this.stepsByMinute.get(minute) ?? 0) + 1);
    if (step !== LIST_STEP) return;
    const lists = this.listsByMinute.get(minute) ?? [];
    lists.push(ms);
    this.listsByMinute.set(minute, lists);
  }

  /** The p95 of the list steps taken in `minute`. */
  listP95(minute: number) {
    return percentile(
      [...(this.listsByMinute.get(minute) ?? [])].sort((a, b) => a - b),
      0.95,
    );
  }

  /** From the kill until the instance answers again (ms since the epoch). */
  private outage: { from: number; to: number } | undefined;

  outageStarts() {
    this.outage = { from: Date.now(), to: Number.POSITIVE_INFINITY };
  }

  outageEnds() {
    if (this.outage) this.outage.to = Date.now();
  }

  fail(step: string, kind: string) {
    const now = Date.now();
    const inOutage = !!this.outage && now >= this.outage.from && now <= this.outage.to;
    const key = `${step}: ${kind}${inOutage ? ' (instance down)' : ''}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
    const minute = this.minute();
    this.errorsByMinute.set(minute, (this.errorsByMinute.get(minute) ?? 0) + 1);
  }

  /** p50, p95 and p99 of a step, in ms, and how many. */
  summary(step: string) {
    const sorted = [...(this.durations.get(step) ?? [])].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
    };
  }

  steps() {
    return [...this.durations.keys()].sort();
  }

  totalSteps() {
    return [...this.durations.values()].reduce((sum, list) => sum + list.length, 0);
  }
}
