import { defineMessages } from '../shared/message-index';

/** Deciding at an approval authority tier (issue 31): Submit's tier and the approver's refusals. */
export const CREDIT_AUTHORITY_MESSAGES = defineMessages('creditAuthority', {
  noTier: 'No approval authority covers a plafond of {{amount}}.',
  notTierRole:
    'Your role cannot decide at the approval authority {{tier}}: it needs a member of {{roles}}.',
  alreadyDecided: 'You have already decided on this credit application.',
});
