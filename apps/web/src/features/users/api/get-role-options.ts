import { useQuery } from '@tanstack/react-query';
import { getUserOptionsQueryOptions } from './get-user-options';

/** Every role, for the Role select and filter. */
export const useRoleOptions = () =>
  useQuery({ ...getUserOptionsQueryOptions(), select: (options) => options.roles });
