import { createGlobalStyle } from 'styled-components';
import { space } from '@ajar/tokens';

/** Marks the element that is printed; everything outside it is left off the paper. */
export const PRINT_ATTRIBUTE = 'data-certificate-print';
const sheet = `[${PRINT_ATTRIBUTE}]`;

/**
 * While a certificate is on the page, printing shows only the certificate: every element
 * that neither holds it nor sits inside it is removed, and the ones that hold it (layout
 * shells, columns, cards) lose their own boxes so the certificate starts at the top of the
 * paper. Screen styles are untouched.
 */
export const PrintOnlyCertificate = createGlobalStyle`
  @media print {
    @page {
      size: A4 landscape;
      margin: ${space[8]};
    }

    body :not(:has(${sheet})):not(${sheet}):not(${sheet} *) {
      display: none !important;
    }

    body,
    body :has(${sheet}) {
      display: block !important;
      position: static !important;
      inline-size: auto !important;
      max-inline-size: none !important;
      min-block-size: 0 !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      background: none !important;
      box-shadow: none !important;
      overflow: visible !important;
      transform: none !important;
    }

    ${sheet} {
      margin: 0 auto !important;
      box-shadow: none !important;
      break-inside: avoid;
      print-color-adjust: exact;
    }
  }
`;
