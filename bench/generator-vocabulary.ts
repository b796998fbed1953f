/** The names, places and purposes the generator draws its debiturs and applications from. */

export const CITIES = [
  'Jakarta',
  'Bandung',
  'Surabaya',
  'Semarang',
  'Medan',
  'Makassar',
  'Denpasar',
  'Palembang',
  'Yogyakarta',
  'Malang',
  'Balikpapan',
  'Pekanbaru',
  'Padang',
  'Manado',
  'Pontianak',
  'Banjarmasin',
  'Bandar Lampung',
  'Batam',
  'Kupang',
  'Jayapura',
];
export const BRANCH_AREAS = [
  'Utama',
  'Kota',
  'Timur',
  'Barat',
  'Selatan',
  'Utara',
  'Pasar Baru',
  'Sudirman',
  'Ahmad Yani',
  'Diponegoro',
];
export const FIRST_NAMES = [
  'Budi', 'Siti', 'Agus', 'Dewi', 'Rina', 'Andi', 'Sri', 'Hendra', 'Yuni', 'Eko',
  'Wahyu', 'Fitri', 'Rudi', 'Lestari', 'Dian', 'Bambang', 'Indah', 'Joko', 'Ratna', 'Ahmad',
  'Nur', 'Putri', 'Arif', 'Maya', 'Dedi', 'Ayu', 'Hadi', 'Wulan', 'Yusuf', 'Rizky',
  'Fajar', 'Intan', 'Taufik', 'Nina', 'Irfan', 'Sari', 'Bayu', 'Kartika', 'Gilang', 'Mega',
  'Reza', 'Anisa', 'Doni', 'Novi', 'Fadli', 'Yulia', 'Hasan', 'Ratih', 'Surya', 'Lina',
  'Adi', 'Evi', 'Teguh', 'Diah', 'Ilham', 'Rahmat', 'Vina', 'Galih', 'Tri', 'Citra',
]; // prettier-ignore
export const LAST_NAMES = [
  'Santoso', 'Wijaya', 'Saputra', 'Pratama', 'Hidayat', 'Kusuma', 'Susanto', 'Gunawan',
  'Setiawan', 'Nugroho', 'Halim', 'Siregar', 'Nasution', 'Lubis', 'Harahap', 'Sihombing',
  'Simanjuntak', 'Tanjung', 'Rahman', 'Hakim', 'Suryadi', 'Purnomo', 'Wibowo', 'Hartono',
  'Kurniawan', 'Utomo', 'Prasetyo', 'Firmansyah', 'Maulana', 'Ramadhan', 'Permana', 'Syahputra',
  'Hermawan', 'Sulistyo', 'Yulianto', 'Wahyudi', 'Irawan', 'Effendi', 'Tanoto', 'Salim',
  'Lim', 'Tan', 'Gozali', 'Sinaga', 'Manurung', 'Pohan', 'Daulay', 'Ginting', 'Tarigan', 'Kartika',
]; // prettier-ignore
export const COMPANY_FORMS = ['PT', 'PT', 'PT', 'CV'];
export const COMPANY_FIRST = [
  'Sinar', 'Cahaya', 'Bintang', 'Karya', 'Mitra', 'Sumber', 'Tunas', 'Bumi', 'Mega', 'Putra',
  'Surya', 'Berkah', 'Maju', 'Prima', 'Graha', 'Citra', 'Indo', 'Nusa', 'Anugerah', 'Global',
]; // prettier-ignore
export const COMPANY_SECOND = [
  'Abadi', 'Jaya', 'Makmur', 'Sentosa', 'Mandiri', 'Sejahtera', 'Utama', 'Perkasa',
  'Lestari', 'Gemilang', 'Bersama', 'Agung', 'Raya', 'Sukses', 'Harapan',
]; // prettier-ignore
export const COMPANY_TRADES = [
  'Logistik', 'Pangan', 'Teknik', 'Niaga', 'Konstruksi', 'Tekstil', 'Farma', 'Elektrik',
  'Plastik', 'Agro', 'Motor', 'Kimia', 'Media', 'Properti', 'Trading', 'Digital',
]; // prettier-ignore
export const STREETS = [
  'Sudirman', 'Thamrin', 'Gatot Subroto', 'Diponegoro', 'Ahmad Yani', 'Pemuda', 'Merdeka',
  'Veteran', 'Gajah Mada', 'Hayam Wuruk', 'Asia Afrika', 'Pahlawan', 'Imam Bonjol', 'Kartini',
]; // prettier-ignore
export const FACILITIES = [
  ['Kredit Rekening Koran', 'Revolving overdraft on a current account'],
  ['Kredit Angsuran Berjangka', 'Term loan repaid in fixed instalments'],
  ['Bank Garansi', 'Guarantee issued on behalf of the debitur'],
  ['Letter of Credit', 'Import and export documentary credit'],
  ['Trust Receipt', 'Financing of goods imported under a letter of credit'],
  ['Invoice Financing', 'Advance against receivables'],
  ['Kredit Tanpa Agunan', 'Unsecured personal credit'],
  ['Kredit Kendaraan Bermotor', 'Vehicle financing'],
  ['Kredit Modal Kerja Revolving', 'Revolving working capital line'],
  ['Standby Loan', 'Committed facility drawn when needed'],
];
export const PURPOSES = [
  'Working capital for a grocery store',
  'Working capital for a rice mill',
  'New machinery for a textile workshop',
  'Renovation of the family home',
  'Purchase of a first home',
  'Purchase of a delivery truck',
  'Expansion of a coffee shop',
  'Stock for a building materials store',
  'Purchase of a fishing boat',
  'School fees and education',
  'Expansion of a poultry farm',
  'New ovens for a bakery',
  'Refinancing of an existing loan',
  'Purchase of a family car',
  'Equipment for a printing business',
  'Inventory for a pharmacy',
  'A second warehouse for distribution',
  'Solar panels for a factory roof',
  'Harvest financing for a palm oil plantation',
  'Fleet expansion for a logistics company',
];
