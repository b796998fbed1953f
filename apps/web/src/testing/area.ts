/** Two groups of one branch each, as the area and branch choices of a Filter drawer list them. */
export const AREA_GROUPS = [
  {
    _id: 'g-jabar',
    groupName: 'Jawa Barat',
    branches: [{ _id: 'b-bandung', branchName: 'Bandung' }],
  },
  {
    _id: 'g-sumut',
    groupName: 'Sumatera',
    branches: [{ _id: 'b-medan', branchName: 'Medan' }],
  },
];
