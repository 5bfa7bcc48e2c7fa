import styled from 'styled-components';
import { DatePicker as AriaDatePicker } from 'react-aria-components';
import { color, fontFamily, space } from '@ajar/tokens';

/** Label, hint, field and message in reading order, spaced as every other field. */
export const DatePickerRoot = styled(AriaDatePicker)`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  font-family: ${fontFamily.body};
  color: ${color.text};
`;
