/**
 * The public page that confirms a certificate, as a full address: the QR code is scanned
 * by another device, so a path alone would not lead anywhere.
 */
export const verifyUrl = (code: string) =>
  `${window.location.origin}/certificate-is-valid?code=${encodeURIComponent(code)}`;
