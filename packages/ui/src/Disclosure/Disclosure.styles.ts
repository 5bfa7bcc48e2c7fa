import styled from 'styled-components';
import {
  color,
  component,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
} from '@ajar/tokens';

export const DisclosureRoot = styled.div`
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const TriggerHeading = styled.h3`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

/** The whole header row is the target, at least a 44 px tall row with the chevron at the end. */
export const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  inline-size: 100%;
  min-block-size: ${component.disclosureTriggerMinHeight};
  padding: ${space[2]} ${space[1]};
  border: 0;
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.normal};
  text-align: start;
  cursor: pointer;

  svg {
    flex: none;
    inline-size: ${component.fieldIconSize};
    block-size: ${component.fieldIconSize};
    color: ${color.textMuted};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:hover:not(:disabled) {
    transition: background-color ${duration.fast};
    background: ${color.surfaceSunken};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${color.textMuted};
  }
`;

export const TriggerTitle = styled.span`
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const Panel = styled.div`
  padding: ${space[1]} ${space[1]} ${space[4]};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};

  > :first-child {
    margin-block-start: 0;
  }
  > :last-child {
    margin-block-end: 0;
  }
`;

/** Sections of an accordion, divided by hairlines. */
export const AccordionRoot = styled.div`
  font-family: ${fontFamily.body};
  color: ${color.text};
  border-block: 1px solid ${color.border};

  > [data-section] + [data-section] {
    border-block-start: 1px solid ${color.border};
  }
`;
