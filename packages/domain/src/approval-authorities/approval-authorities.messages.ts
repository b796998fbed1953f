import { defineMessages } from '../shared/message-index';

// Apart from the schemas, so that the web's language catalogue reads the texts without zod.
export const APPROVAL_AUTHORITY_MESSAGES = defineMessages('approvalAuthorities', {
  nameRequired: 'Name must be filled',
  nameTaken: "An approval authority named '{{name}}' already exists",
  plafondFromRequired: 'Plafond From must be filled',
  plafondNumber: 'Plafond must be an amount in Rupiah, with at most 2 decimals',
  plafondToAbove: 'Plafond To must be above Plafond From',
  requiredApprovalsRange: 'Required Approvals must be a whole number from 1 to 5',
  rolesRequired: 'At least one role must be selected',
  unknownRole: 'A selected role no longer exists. Please choose the roles again.',
  roleCannotApprove: "Role '{{role}}' does not hold Approval/Action, so it cannot approve",
  unknownCreditType: 'A selected credit type no longer exists. Please choose the types again.',
  overlapsUpTo: "Overlaps '{{name}}' (up to {{to}})",
  overlapsBetween: "Overlaps '{{name}}' (above {{from}} up to {{to}})",
  overlapsAbove: "Overlaps '{{name}}' (above {{from}})",
  overlapsEvery: "Overlaps '{{name}}' (every amount)",
  leavesGap:
    "Leaves a gap between '{{lower}}' and '{{upper}}': above {{from}} up to {{to}} would have no tier",
  deleteLeavesGap:
    "'{{name}}' cannot be deleted: above {{from}} up to {{to}} no tier would decide between '{{lower}}' and '{{upper}}'",
  createFailed: 'Failed to create approval authority.',
  deleteTitle: 'Delete Approval Authority',
  deleteQuestion: 'Are you sure want to delete this approval authority?',
  deleteWarning: 'Once you delete, this tier no longer decides new submissions',
  searchPlaceholder: 'Search by name',
});
