import { useQuery } from '@tanstack/react-query';
import { getUserOptionsQueryOptions } from './get-user-options';

/** The groups a user's area can name (only those with branches), each with its branches. */
export const useGroupOptions = () =>
  useQuery({ ...getUserOptionsQueryOptions(), select: (options) => options.groups });
