import styled from 'styled-components';
import { color, component, fontFamily, fontSize, fontWeight, radius, space } from '@ajar/tokens';

/* One column that may shrink below its content: wide tables scroll inside themselves. */
export const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[8]};
  min-inline-size: 0;
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[4]};
  min-inline-size: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
`;

export const ColourRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space[3]};

  & > :first-child {
    flex: 1 1 ${component.studioFieldMinWidth};
    min-inline-size: 0;
  }
`;

/** The native colour picker, sized like the text field beside it. */
export const Picker = styled.input`
  inline-size: ${component.inputHeight};
  block-size: ${component.inputHeight};
  margin-block-start: ${component.studioPickerOffset};
  padding: ${space[1]};
  border: 1px solid ${color.borderStrong};
  border-radius: ${component.inputRadius};
  background: ${color.surface};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const WarningList = styled.ul`
  margin: 0;
  padding-inline-start: ${space[5]};
`;

export const CompareGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${component.studioCompareMinWidth}, 1fr));
  gap: ${space[3]};
`;

export const Tenant = styled.div`
  display: grid;
  gap: ${space[3]};
  padding: ${space[4]};
  border: 1px solid ${color.border};
  border-block-start: ${component.layoutBrandBandHeight} solid ${color.brandSurface};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

export const TenantActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

export const Scroller = styled.div`
  max-inline-size: 100%;
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const PreviewPane = styled.div`
  overflow: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

/**
 * One page preview: a positioned, clipping box, as a browser window would be. A page's
 * off-screen parts (its skip link waits above the top edge until focused) stay inside it
 * instead of painting over the studio's tabs.
 */
export const PreviewFrame = styled.div`
  position: relative;
  overflow: hidden;
`;

export const CodeBlock = styled.pre`
  max-block-size: ${component.studioCodeMaxHeight};
  margin: 0;
  overflow: auto;
  padding: ${space[4]};
  border-radius: ${radius.md};
  background: ${color.surfaceSunken};
  font-family: ${fontFamily.mono};
  font-size: ${fontSize.sm};
`;

export const ExportActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  margin-block-start: ${space[3]};
`;
