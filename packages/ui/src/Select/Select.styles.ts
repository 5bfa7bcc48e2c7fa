import styled from 'styled-components';
import { color, component, space } from '@ajar/tokens';
import { controlBox } from '../internal/field';

export const Wrapper = styled.div`
  position: relative;

  > svg {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-end: ${space[3]};
    width: ${component.fieldIconSize};
    height: ${component.fieldIconSize};
    transform: translateY(-50%);
    color: ${color.textMuted};
    pointer-events: none;
  }
`;

export const NativeSelect = styled.select<{ $isInvalid: boolean }>`
  ${controlBox}
  appearance: none;
  padding-inline-end: ${component.selectChevronSpace};
  cursor: pointer;
`;
