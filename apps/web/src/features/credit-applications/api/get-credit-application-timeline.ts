import type { TimelineEntry } from '@creditdesk/domain/documents/document-answers.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditApplicationsQueryKeys } from './credit-applications-query-keys';

/** The application's history, newest first. */
export const getCreditApplicationTimeline = (id: string) =>
  api.get<{ data: TimelineEntry[]; total: number }>(`/credit-application/${id}/timeline`);

export const getCreditApplicationTimelineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creditApplicationsQueryKeys.timeline(id),
    queryFn: () => getCreditApplicationTimeline(id),
  });

export const useCreditApplicationTimeline = (id: string) =>
  useQuery(getCreditApplicationTimelineQueryOptions(id));
