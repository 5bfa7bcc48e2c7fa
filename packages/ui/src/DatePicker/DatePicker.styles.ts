import styled from 'styled-components';
import { DatePicker as AriaDatePicker } from 'react-aria-components';
import { pickerRoot } from '../internal/datePicker/picker.styles';

export const DatePickerRoot = styled(AriaDatePicker)`
  ${pickerRoot}
`;
