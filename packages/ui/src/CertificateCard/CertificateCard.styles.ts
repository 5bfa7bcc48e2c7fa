import styled from 'styled-components';
import { color, component, space } from '@ajar/tokens';
import { Card } from '../Card';
import type { CertificateStatus } from './CertificateCard';

export const Root = styled(Card)<{ $status: CertificateStatus }>`
  /* A brand-coloured top edge for valid certificates; a plain one otherwise. */
  border-block-start: 4px solid
    ${({ $status }) => ($status === 'valid' ? color.primaryBorder : color.borderStrong)};
`;

export const Content = styled.div`
  display: flex;
  gap: ${space[4]};
  align-items: flex-start;
`;

export const Seal = styled.span`
  display: flex;
  flex-shrink: 0;
  color: ${color.primaryText};

  svg {
    width: ${component.certificateSealSize};
    height: ${component.certificateSealSize};
  }
`;
