/**
 * Colleagues of the demo learners at Ajar Demo, so the boards have a field to rank in: they
 * learn a little most days (each at their own pace), and cannot sign in (no password).
 */
export interface ColleagueSeed {
  email: string;
  name: string;
  department: string;
  position: string;
  /** Chance of learning on a given day, 0-1. */
  pace: number;
}

const colleague = (
  n: number,
  name: string,
  department: string,
  position: string,
  pace: number,
): ColleagueSeed => ({
  email: `rekan${String(n).padStart(2, '0')}@ajar.local`,
  name,
  department,
  position,
  pace,
});

export const COLLEAGUES: readonly ColleagueSeed[] = [
  colleague(1, 'Bayu Nugroho', 'Penjualan', 'Staf Penjualan', 0.7),
  colleague(2, 'Citra Melati', 'Penjualan', 'Staf Penjualan', 0.45),
  colleague(3, 'Dimas Anggara', 'Penjualan', 'Account Executive', 0.3),
  colleague(4, 'Eka Purnamasari', 'Keuangan', 'Staf Akuntansi', 0.6),
  colleague(5, 'Fajar Hidayat', 'Keuangan', 'Analis Keuangan', 0.25),
  colleague(6, 'Gita Permata', 'Keuangan', 'Staf Pajak', 0.5),
  colleague(7, 'Hadi Susilo', 'Operasional', 'Koordinator Gudang', 0.35),
  colleague(8, 'Indah Lestiani', 'Operasional', 'Staf Logistik', 0.55),
  colleague(9, 'Joni Siregar', 'Operasional', 'Pengemudi', 0.15),
  colleague(10, 'Kartika Dewanti', 'Pemasaran', 'Staf Pemasaran Digital', 0.65),
  colleague(11, 'Lukman Hakim', 'Pemasaran', 'Desainer Grafis', 0.4),
  colleague(12, 'Maya Anggraini', 'Pemasaran', 'Penulis Konten', 0.3),
  colleague(13, 'Nanda Puspita', 'Teknologi Informasi', 'Pengembang Perangkat Lunak', 0.5),
  colleague(14, 'Oki Setiawan', 'Teknologi Informasi', 'Staf Dukungan TI', 0.2),
  colleague(15, 'Ratna Sari', 'Sumber Daya Manusia', 'Staf Rekrutmen', 0.45),
  colleague(16, 'Taufik Rahman', 'Sumber Daya Manusia', 'Staf Penggajian', 0.1),
  colleague(17, 'Umi Kalsum', 'Operasional', 'Staf Administrasi', 0.35),
  colleague(18, 'Vina Oktaviani', 'Penjualan', 'Staf Layanan Pelanggan', 0.6),
  colleague(19, 'Wahyu Kurniawan', 'Teknologi Informasi', 'Administrator Jaringan', 0.25),
  colleague(20, 'Zahra Amelia', 'Keuangan', 'Staf Keuangan', 0.4),
];

/** Days of history (eight weeks) behind the demo's boards. */
export const POINT_HISTORY_DAYS = 56;
