import styled from 'styled-components';
import {
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
} from '@ajar/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  max-inline-size: ${component.certificatePrintMaxWidth};
`;

/** Screen-only controls: print and the way back. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: center;
  justify-content: flex-end;
`;

/** The certificate itself, a framed sheet that reads the same on screen and on paper. */
export const Sheet = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[8]} ${space[6]};
  border: 1px solid ${color.borderStrong};
  border-block-start: 4px solid ${color.primaryBorder};
  border-radius: ${radius.lg};
  outline: 1px solid ${color.border};
  outline-offset: -${space[2]};
  background: ${color.surface};
  color: ${color.text};
  font-family: ${fontFamily.body};
  text-align: center;
  box-shadow: ${shadow.sm};
`;

export const Seal = styled.span`
  display: flex;
  color: ${color.primaryText};

  svg {
    inline-size: ${component.certificateValidityIconSize};
    block-size: ${component.certificateValidityIconSize};
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
`;

export const Lead = styled.p`
  margin: ${space[4]} 0 0;
  color: ${color.textMuted};
`;

export const Name = styled.p`
  margin: 0;
  font-size: ${fontSize['4xl']};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Course = styled.p`
  margin: 0;
  font-size: ${fontSize['2xl']};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
  overflow-wrap: anywhere;
`;

/** Dates and number on one side, the QR code on the other; stacked on a phone. */
export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[6]};
  align-items: flex-end;
  justify-content: space-between;
  inline-size: 100%;
  margin-block-start: ${space[8]};
  padding-block-start: ${space[6]};
  border-block-start: 1px solid ${color.border};
  text-align: start;
`;

export const Verify = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
`;

export const Caption = styled.figcaption`
  max-inline-size: ${component.qrCodeSizeLg};
  color: ${color.textMuted};
  font-size: ${fontSize.xs};
  text-align: center;
`;
