import styled from 'styled-components';
import { color, component } from '@ajar/tokens';
import type { QrCodeSize } from './QrCode';

const sizes = {
  md: component.qrCodeSizeMd,
  lg: component.qrCodeSizeLg,
} as const satisfies Record<QrCodeSize, string>;

/**
 * Dark modules on a light quiet zone, from the fixed text and surface colours: a scanner
 * needs that contrast, so neither the tenant colour nor a forced-colours theme may change
 * it, and it prints as shown.
 */
export const Svg = styled.svg<{ $size: QrCodeSize }>`
  display: block;
  flex-shrink: 0;
  inline-size: ${({ $size }) => sizes[$size]};
  block-size: ${({ $size }) => sizes[$size]};
  forced-color-adjust: none;
  print-color-adjust: exact;

  .qr-light {
    fill: ${color.surface};
  }
  .qr-dark {
    fill: ${color.text};
  }
`;
