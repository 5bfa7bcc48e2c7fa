import { DateFieldContext, useSlottedContext } from 'react-aria-components';
import { PickerSegments } from '../internal/datePicker/PickerInput';

/**
 * One end of the range, named "Tanggal mulai" / "Tanggal selesai" from the kit's messages:
 * React Aria's own names for the ends have no Indonesian.
 */
export function RangeEnd({ slot, name }: { slot: 'start' | 'end'; name: string }) {
  const field = useSlottedContext(DateFieldContext, slot);
  return (
    <DateFieldContext.Provider value={{ ...field, 'aria-label': name }}>
      <PickerSegments />
    </DateFieldContext.Provider>
  );
}
