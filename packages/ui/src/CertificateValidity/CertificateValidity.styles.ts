import styled from 'styled-components';
import {
  breakpoint,
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import type { CertificateValidityState } from './CertificateValidity';

/** A subtle background per result, and an accent (edge, icon) that stands out on it. */
const background = {
  valid: color.successSubtle,
  revoked: color.dangerSubtle,
  expired: color.warningSubtle,
  notFound: color.surfaceSunken,
} satisfies Record<CertificateValidityState, string>;

const accent = {
  valid: color.success,
  revoked: color.danger,
  expired: color.warning,
  notFound: color.textMuted,
} satisfies Record<CertificateValidityState, string>;

export const Root = styled.section<{ $state: CertificateValidityState }>`
  display: flex;
  /* On a phone the icon goes above the text, which then has the card's width. */
  flex-wrap: wrap;
  gap: ${space[4]};
  align-items: flex-start;
  max-width: ${component.certificateValidityMaxWidth};
  padding: ${space[6]};
  border: 1px solid ${color.border};
  border-inline-start: 4px solid ${({ $state }) => accent[$state]};
  border-radius: ${radius.lg};
  color: ${color.text};
  font-family: ${fontFamily.body};
  background: ${({ $state }) => background[$state]};
`;

export const Icon = styled.span<{ $state: CertificateValidityState }>`
  display: flex;
  flex-shrink: 0;
  color: ${({ $state }) => accent[$state]};

  svg {
    width: ${component.certificateValidityIconSize};
    height: ${component.certificateValidityIconSize};
  }
`;

export const Body = styled.div`
  flex: 1 1 ${component.certificateValidityTextMinWidth};
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
  container-type: inline-size;

  /* Narrower than a phone: each label above its value, which keeps the whole width. */
  @container (width < ${breakpoint.sm}px) {
    & > dl {
      grid-template-columns: minmax(0, 1fr);
      row-gap: 0;
    }
    & > dl > dd + dt {
      margin-block-start: ${space[2]};
    }
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

export const Description = styled.div`
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
`;
