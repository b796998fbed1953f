// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const REPORT_MESSAGES = {
  dueFrom: 'Due Date From must be a valid date',
  dueTo: 'Due Date To must be a valid date',
  dueRange: 'Due Date To must not be before Due Date From',
  badge: (badges: readonly string[]) => `Badge must be one of: ${badges.join(', ')}`,
  option: (label: string, options: readonly string[]) =>
    `${label} must be one of: ${options.join(', ')}`,
  accepted: (label: string) => `${label} must be 'yes' or 'no'`,
} as const;
