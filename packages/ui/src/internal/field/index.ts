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
  VisuallyHidden,
  controlBox,
  focusOutline,
} from './Field.styles';
export { fieldAria, joinIds, useFieldIds } from './useField';
export type { FieldIds } from './useField';
export { formatMessage } from './formatMessage';
export { useMergedRef } from './mergeRefs';
export * from './icons';
export type { FieldBaseProps, ManagedInputAttributes } from './types';
export { Box, ChoiceLabel, Messages, Row, choiceInput } from './Choice.styles';
