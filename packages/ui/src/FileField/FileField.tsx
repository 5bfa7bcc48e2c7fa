import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import { useUiMessages } from '../messages';
import {
  Field,
  fieldAria,
  formatMessage,
  hasHint,
  useFieldIds,
  useMergedRef,
  type FieldBaseProps,
  type ManagedInputAttributes,
} from '../internal/field';
import { UploadIcon } from '../internal/icons';
import {
  ChooseText,
  CoveringInput,
  DropZone,
  FileList,
  FileSize,
  LimitText,
} from './FileField.styles';
import { holdsFiles, setInputFiles } from './fileList';
import { formatFileSize } from './formatFileSize';

export interface FileFieldProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, ManagedInputAttributes | 'multiple' | 'accept'> {
  /**
   * File types the picker offers, e.g. `.pdf,image/*` (the native `accept`). A file dropped
   * on the zone is not filtered by it: check the type where the file is received.
   */
  accept?: string;
  /**
   * Largest file accepted, in bytes (use `FILE_SIZE` from `@ajar/tokens`, e.g.
   * `5 * FILE_SIZE.MB`). Shown in the drop zone; a larger file is refused with an error and
   * never reaches `onChange`.
   */
  maxSizeBytes?: number;
  /**
   * Lets the user pick several files at once; one file over the limit refuses the whole pick.
   * @default false
   */
  isMultiple?: boolean;
  /**
   * The files shown as chosen (controlled); `[]` clears the input. Browsers do not allow a
   * default file, so there is no `defaultValue`.
   */
  value?: readonly File[];
  /**
   * Called with the accepted files (the whole new selection) and the native change event.
   * Not called for a refused pick, which leaves the previous files in place.
   */
  onChange?: (files: File[], event: ChangeEvent<HTMLInputElement>) => void;
  /** Called when the input loses focus (e.g. Formik's `handleBlur`). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Form field name, submitted with the files. */
  name?: string;
  /** Id of the `<input type="file">`; generated when absent. */
  id?: string;
  /**
   * Text in the drop zone.
   * @default built-in 'Pilih berkas atau tarik ke sini' / 'Choose a file or drag it here'
   */
  chooseLabel?: string;
  /** Forwarded to the `<input type="file">`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native file input inside a drop zone: click, keyboard or drop a file on it. Shows the size
 * limit, refuses larger files with a message, and lists the chosen files.
 */
export function FileField({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  className,
  id,
  accept,
  maxSizeBytes,
  isMultiple = false,
  value,
  onChange,
  chooseLabel,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: FileFieldProps) {
  const { messages, locale } = useUiMessages();
  const ids = useFieldIds(id);
  const limitId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(ref, inputRef);
  const [ownFiles, setOwnFiles] = useState<readonly File[]>([]);
  const [rejection, setRejection] = useState<string>();
  const [isDragging, setIsDragging] = useState(false);
  const files = value ?? ownFiles;
  const limit = maxSizeBytes === undefined ? undefined : formatFileSize(maxSizeBytes, locale);

  // Controlled: keep what the input submits equal to what the field shows.
  useEffect(() => {
    const input = inputRef.current;
    if (input && value && !holdsFiles(input, value)) setInputFiles(input, value);
  }, [value]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = Array.from(input.files ?? []);
    setIsDragging(false);
    if (maxSizeBytes !== undefined && picked.some((file) => file.size > maxSizeBytes)) {
      setRejection(formatMessage(messages.fileFieldTooLarge, { size: limit ?? '' }));
      // Put the previous files back, so the form never submits the refused one.
      input.value = '';
      setInputFiles(input, files);
      return;
    }
    setRejection(undefined);
    setOwnFiles(picked);
    onChange?.(picked, event);
  };

  const shownError = rejection ?? error;
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={shownError}
      isErrorLive={Boolean(rejection)}
      isRequired={isRequired}
      className={className}
      footer={
        files.length > 0 && (
          <FileList aria-label={messages.fileFieldSelected}>
            {files.map((file, index) => (
              <li key={`${index}-${file.name}`}>
                {file.name} <FileSize>({formatFileSize(file.size, locale)})</FileSize>
              </li>
            ))}
          </FileList>
        )
      }
    >
      <DropZone $isDragging={isDragging} $isInvalid={Boolean(shownError)} $isDisabled={isDisabled}>
        <UploadIcon />
        <ChooseText>{chooseLabel ?? messages.fileFieldChoose}</ChooseText>
        {limit && (
          <LimitText id={limitId}>
            {formatMessage(messages.fileFieldMaxSize, { size: limit })}
          </LimitText>
        )}
        <CoveringInput
          {...inputProps}
          {...fieldAria({
            ids,
            hasHint: hasHint(hint),
            error: shownError,
            isRequired,
            describedBy,
            extraIds: [limit && limitId],
          })}
          ref={mergedRef}
          id={ids.inputId}
          type="file"
          accept={accept}
          multiple={isMultiple}
          disabled={isDisabled}
          // No native "No file chosen" tooltip over the zone: the list below says it.
          title=""
          onChange={handleChange}
          onDragEnter={() => setIsDragging(true)}
          onDragLeave={() => setIsDragging(false)}
          onDrop={() => setIsDragging(false)}
        />
      </DropZone>
    </Field>
  );
}
