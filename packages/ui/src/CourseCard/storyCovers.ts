/**
 * Cover images for stories: inline SVG data URIs, so stories never touch the network and
 * screenshots stay stable. Illustration colours are image content, not ui styling.
 */
function cover(background: string, accent: string, shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${background}"/><circle cx="270" cy="30" r="70" fill="${accent}" opacity="0.35"/>${shape}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A safety helmet on a yellow field, for "Dasar-dasar K3". */
export const safetyCover = cover(
  '#fde68a',
  '#f59e0b',
  '<path d="M100 120a60 60 0 01120 0z" fill="#f59e0b"/><rect x="88" y="118" width="144" height="14" rx="7" fill="#b45309"/><rect x="154" y="62" width="12" height="40" rx="6" fill="#fbbf24"/>',
);

/** Two speech bubbles, for "Komunikasi Efektif di Tempat Kerja". */
export const communicationCover = cover(
  '#dbeafe',
  '#60a5fa',
  '<rect x="70" y="50" width="110" height="60" rx="14" fill="#2563eb"/><path d="M95 108l-10 22 28-22z" fill="#2563eb"/><rect x="150" y="85" width="100" height="52" rx="14" fill="#ffffff"/><path d="M225 135l12 18-30-18z" fill="#ffffff"/>',
);

/** A bar chart, for "Analisis Data dengan Excel". */
export const dataCover = cover(
  '#dcfce7',
  '#22c55e',
  '<rect x="90" y="100" width="26" height="40" fill="#16a34a"/><rect x="130" y="70" width="26" height="70" fill="#15803d"/><rect x="170" y="50" width="26" height="90" fill="#166534"/><rect x="210" y="85" width="26" height="55" fill="#16a34a"/>',
);

/** A shield with a check, for "Kebijakan Anti-Korupsi Perusahaan". */
export const policyCover = cover(
  '#ede9fe',
  '#a78bfa',
  '<path d="M160 36l56 20v38c0 32-24 50-56 62-32-12-56-30-56-62V56z" fill="#7c3aed"/><path d="M136 92l16 16 32-34" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
);
