import styled from 'styled-components';
import { DateRangePicker as AriaDateRangePicker } from 'react-aria-components';
import { color, fontFamily, space } from '@ajar/tokens';

/** Label, hint, field and message in reading order, spaced as every other field. */
export const DateRangePickerRoot = styled(AriaDateRangePicker)`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

/** The dash between the two dates: drawn only, each date is named by its own label. */
export const RangeDash = styled.span`
  padding-inline: ${space[1]};
  color: ${color.textMuted};
`;
