import styled from 'styled-components';
import { DateRangePicker as AriaDateRangePicker } from 'react-aria-components';
import { color, space } from '@ajar/tokens';
import { pickerRoot } from '../internal/datePicker/picker.styles';

export const DateRangePickerRoot = styled(AriaDateRangePicker)`
  ${pickerRoot}
`;

/** The dash between the two dates: drawn only, each date is named by its own label. */
export const RangeDash = styled.span`
  padding-inline: ${space[1]};
  color: ${color.textMuted};
`;
