import { readFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { repoRoot } from './bench-support';

const ASSETS = path.join(repoRoot, 'apps/web/dist/assets');

interface CallFrame {
  url: string;
  lineNumber: number;
  columnNumber: number;
  functionName: string;
}

/** What the DevTools protocol's Profiler.stop answers, the fields read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** A build's source maps by the name of the file they map, read once. */
const sourceMaps = new Map<string, Promise<SourceMap | undefined>>();
const sourceMapOf = (file: string) => {
  if (!sourceMaps.has(file))
    sourceMaps.set(
      file,
      readFile(path.join(ASSETS, `${file}.map`), 'utf8').then(
        (text) => new SourceMap(JSON.parse(text)),
        () => undefined,
      ),
    );
  return sourceMaps.get(file) as Promise<SourceMap | undefined>;
};

/**
 * Where a sampled frame's code comes from: the npm package, or the app's folder two levels down
 * (src/features/credit-applications); the browser's own work keeps its name, such as '(program)'
 * for parsing, compiling, style and layout, or '(idle)'.
 */
const originOf = async ({ url, lineNumber, columnNumber, functionName }: CallFrame) => {
  if (!url) return functionName || '(native)';
  const file = url.split('/').pop() ?? url;
  const entry = (await sourceMapOf(file))?.findEntry(lineNumber, columnNumber);
  const source = entry && 'originalSource' in entry ? entry.originalSource : undefined;
  if (!source) return `${file} (no source map)`;
  const nodeModule = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (nodeModule?.[1]) return nodeModule[1];
  return /(src\/[^/]+\/[^/.]+)/.exec(source)?.[1] ?? source;
};

/**
 * The renderer's CPU time by origin in ms (self time: a function's own samples, not its callees'),
 * summed over the profiles. Needs a build with source maps to name the app's files and packages.
 */
export const timeByOrigin = async (profiles: CpuProfile[]) => {
  const totals = new Map<string, number>();
  for (const { nodes, samples = [], timeDeltas = [] } of profiles) {
    const origins = new Map(
      await Promise.all(
        nodes.map(async (node) => [node.id, await originOf(node.callFrame)] as const),
      ),
    );
    samples.forEach((id, index) => {
      const origin = origins.get(id) ?? '(unknown)';
      totals.set(origin, (totals.get(origin) ?? 0) + (timeDeltas[index] ?? 0) / 1000);
    });
  }
  return [...totals].sort(([, a], [, b]) => b - a);
};
