import type { Catalogue } from '../en';

/** Answers any route may give, in Indonesian, by their code. */
export const requestMessages: Catalogue['messages']['request'] = {
  nulCharacter: 'Permintaan berisi karakter NUL (\\u0000), yang tidak boleh ada di kolom mana pun.',
  nestedTooDeeply:
    'Permintaan menyusun daftar dan objek lebih dari 32 tingkat, yang tidak dilakukan formulir mana pun.',
  fileEmpty: 'Berkas kosong',
  fileRepeated: 'Hanya satu berkas yang boleh dikirim di setiap kolom berkas.',
  jsonPartInvalid:
    'Bagian formulir yang dikirim sebagai application/json tidak berisi JSON yang valid.',
  malformedMultipart: 'Data formulir tidak dapat dibaca. Silakan kirim formulir lagi.',
  valueNotStorable: 'Sebuah nilai tidak dapat disimpan. Periksa kolom dan coba lagi.',
  referenceMissing: 'Data yang dipilih sudah tidak ada. Muat ulang halaman dan pilih lagi.',
  accessUndeclared: 'Alamat ini tidak terbuka untuk peran mana pun.',
  serverBusy: 'Server sedang sibuk. Silakan coba lagi sebentar lagi.',
  exportsBusy: 'Terlalu banyak ekspor yang sedang berjalan. Silakan coba lagi sebentar lagi.',
  unexpectedFile: 'Kolom berkas tidak dikenal: {{field}}',
  malformedUpload: 'Unggahan terputus atau rusak. Silakan kirim lagi.',
  forbidden: 'Anda tidak memiliki izin untuk melakukan ini.',
  notFound: 'Data yang diminta tidak ditemukan.',
  routeNotFound: 'Sumber yang diminta tidak ditemukan.',
  staleRecord: 'Data ini telah diubah oleh orang lain. Muat ulang dan coba lagi.',
  inUse: 'Anda tidak dapat menghapus data. Data telah digunakan di modul lain.',
  duplicate: 'Data ini sudah ada.',
  serverError: 'Terjadi kesalahan di sisi kami. Silakan coba lagi.',
  unpagedTooLarge:
    'Daftar tanpa halaman dibatasi 5.000 baris. Persempit pencarian atau filter, atau baca per halaman.',
  exportTooLarge: 'Ekspor dibatasi 50.000 baris. Persempit pencarian atau filter dan coba lagi.',
  unknownSortKey: 'Urutkan berdasarkan harus salah satu dari: {{keys}}.',
  tooLong: 'Harus {{max}} karakter atau kurang. Sekarang {{length}} karakter',
  dateOnly: 'Tanggal harus berupa tanggal yang valid dengan format yyyy-MM-dd',
  invalidInput: 'Masukan tidak valid',
  invalidType: 'Masukan tidak valid: seharusnya {{expected}}',
  tooSmall: 'Terlalu kecil: {{origin}} seharusnya paling sedikit {{minimum}}',
  tooBig: 'Terlalu besar: {{origin}} seharusnya paling banyak {{maximum}}',
  invalidFormat: '{{format}} tidak valid',
  invalidOption: 'Pilihan tidak valid: seharusnya salah satu dari {{options}}',
  unrecognizedKeys: 'Kunci tidak dikenal pada objek: {{keys}}',
  badRequest: 'Permintaan tidak dapat dibaca. Periksa apa yang dikirim dan coba lagi.',
  unsupportedMediaType: 'Jenis konten ini tidak diterima di sini.',
  tooLarge: 'Permintaan terlalu besar.',
  notAcceptable: 'Permintaan tidak dapat dijawab dalam format yang dimintanya.',
};
