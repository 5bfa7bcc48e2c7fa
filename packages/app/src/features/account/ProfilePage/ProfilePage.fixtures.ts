import type { Profile } from '@ajar/api/contract';

/** Rina as the demo seeds her: a supervisor above her, no photo yet. */
export const RINA: Profile = {
  id: 4,
  email: 'member@ajar.local',
  name: 'Rina Kusuma',
  phone: '081234567890',
  language: 'id',
  photo: null,
  employment: {
    employeeNumber: 'AJR-0104',
    department: 'Penjualan',
    position: 'Kepala Tim Penjualan',
    supervisor: { id: 2, name: 'Budi Santoso' },
  },
};

/** A square image drawn in the browser, as the API would serve a stored photo. */
export async function samplePhoto(): Promise<Blob> {
  const canvas = new OffscreenCanvas(64, 64);
  const context = canvas.getContext('2d')!;
  const styles = getComputedStyle(document.documentElement);
  context.fillStyle = styles.getPropertyValue('--ajar-color-primary') || 'gray';
  context.fillRect(0, 0, 64, 64);
  return canvas.convertToBlob({ type: 'image/webp' });
}
