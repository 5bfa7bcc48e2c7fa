// Internal to the forms components: not exported from the package.
export { Field, FieldError, FieldHint, RequiredMark, hasHint } from './Field';
export type { FieldProps } from './Field';
export {
  ErrorText,
  FieldRoot,
  Hint,
  Label,
  Legend,
  TextInput,
  controlBox,
  errorText,
  focusOutline,
} from './Field.styles';
export { VisuallyHidden } from '../a11y';
export { fieldAria, joinIds, useFieldControl, useFieldIds } from './useField';
export type { FieldIds } from './useField';
export { formatMessage } from '../text';
export { useMergedRef } from './mergeRefs';
export type { FieldBaseProps, ManagedInputAttributes } from './types';
export { Box, ChoiceLabel, Messages, Row, choiceInput } from './Choice.styles';
