import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';

/** A logger that writes nothing; its `info` and `error` are mocks a test may read. */
export const quietLog = () => ({ error: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger;
