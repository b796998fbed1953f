import type { Executor } from '../../db/client';
import { detailDocuments } from './document-views';
import { appendEvent, latestDecisionSeen } from './document-timeline.repository';
import { versionsOfApplication } from './document-versions.repository';
import { documentsOfApplication } from './documents.repository';

/** An application's credit file as its detail answer shows it: each document and its files. */
export const applicationDocuments = async (executor: Executor, applicationId: string) => {
  const [documents, versions, decision] = await Promise.all([
    documentsOfApplication(executor, applicationId),
    versionsOfApplication(executor, applicationId),
    latestDecisionSeen(executor, applicationId),
  ]);
  return detailDocuments(documents, versions, decision);
};

/** One event on the application's timeline, in the caller's transaction (a status change). */
export const appendTimelineEvent = (executor: Executor, event: Parameters<typeof appendEvent>[1]) =>
  appendEvent(executor, event);
