export const groups = {
  groupName: 'Group Name',
  description: 'Description',
  descriptionPlaceholder: 'What the group covers',
  listLabel: 'Groups',
  information: 'Group Information',
  totalBranch: 'Total Branch',
  branchName: 'Branch Name',
  listBranch: 'List Branch',
  listBranchText: 'Branches that belong to this group.',
  branchesLabel: 'Branches of the group',
};
