import styled from 'styled-components';
import { color, component, fontSize, fontWeight } from '@ajar/tokens';
import { controlBox } from '../internal/field';

export const StyledTextArea = styled.textarea<{ $isInvalid: boolean }>`
  ${controlBox}
  min-height: ${component.textAreaMinHeight};
  resize: vertical;
`;

export const Counter = styled.p<{ $isFull: boolean }>`
  margin: 0;
  text-align: end;
  font-size: ${fontSize.sm};
  font-weight: ${({ $isFull }) => ($isFull ? fontWeight.medium : fontWeight.regular)};
  color: ${({ $isFull }) => ($isFull ? color.text : color.textMuted)};
`;
