/** The facilities pages (the name/description kit's texts, the same keys as credit types). */
export const facilities = {
  listTitle: 'Facilities',
  listSubtitle: 'Credit and plafond facilities the bank offers.',
  add: 'Add New Facility',
  addSubtitle: 'Create a new facility for credit administration',
  editTitle: 'Edit Facility',
  editSubtitle: 'Update your existing facility',
  detailTitle: 'Detail Facility',
  information: 'Facility Information',
  created: 'Facility created',
  updated: 'Facility updated',
  nameLabel: 'Facility Name',
  namePlaceholder: 'e.g. Kredit Modal Kerja',
  descriptionPlaceholder: 'What the facility finances',
};
