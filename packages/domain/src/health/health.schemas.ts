import { z } from 'zod';

/** The instance's process answers: the balancer or orchestrator need not restart it. */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;

const dependencyStateSchema = z.enum(['up', 'down']);

/** Whether the instance can serve requests: its database and its file storage answer. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({ database: dependencyStateSchema, storage: dependencyStateSchema }),
});
export type Readiness = z.infer<typeof readinessSchema>;
