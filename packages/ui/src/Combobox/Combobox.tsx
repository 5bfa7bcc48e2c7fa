import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Label as AriaLabel, TagGroup, Text, useFilter, type Key } from 'react-aria-components';
import { POPOVER } from '@ajar/tokens';
import { useUiMessages } from '../messages';
import { AriaLanguage } from '../internal/ariaStrings';
import { VisuallyHidden } from '../internal/a11y';
import {
  FieldError,
  FieldRoot,
  Hint,
  Label,
  RequiredMark,
  formatMessage,
  hasHint,
  type FieldBaseProps,
} from '../internal/field';
import { CheckIcon, ChevronDownIcon, DismissIcon } from '../internal/icons';
import { Spinner } from '../internal/spinner/Spinner';
import { useControllableState } from '../QuestionCard/useControllableState';
import {
  Check,
  ChevronButton,
  Chip,
  ChipRemove,
  ChipText,
  Control,
  EndSlot,
  Input,
  List,
  ListMessage,
  ListPopover,
  Option,
  OptionDescription,
  OptionText,
  Root,
  Tags,
} from './Combobox.styles';

export interface ComboboxItem {
  /** Submitted value and key of the item. */
  id: string;
  /** Text shown in the list and in the field; typing is matched against it. */
  label: string;
  /** A second, smaller line under the label (a department, an email). */
  description?: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

interface ComboboxBaseProps extends FieldBaseProps {
  /** The choices, in order. */
  items: readonly ComboboxItem[];
  /** Shown in the empty field, e.g. 'Ketik nama departemen'. */
  placeholder?: string;
  /**
   * Items are on their way (a search sent to the server): a spinner in the field, and the
   * open list says it is loading instead of "no results".
   * @default false
   */
  isLoading?: boolean;
  /**
   * `contains`: the list keeps the items whose label contains the typed text, ignoring case
   * and accents ("jose" finds "José"). `none`: the caller filters, e.g. asks the server with
   * the text from `onInputChange`, and passes the results as `items`.
   * @default 'contains'
   */
  filter?: 'contains' | 'none';
  /** The typed text (controlled). */
  inputValue?: string;
  /** Called on every edit of the typed text (to search the server). */
  onInputChange?: (value: string) => void;
  /** Called when the field loses focus (e.g. Formik's `handleBlur`). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Form field name: the chosen ids are submitted under it. */
  name?: string;
  /** Id of the `<input>`. */
  id?: string;
}

export interface ComboboxProps extends ComboboxBaseProps {
  /** Chosen item id (controlled); `null` for none. Use with `onChange`. */
  value?: string | null;
  /** Initially chosen item id (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen id, or `null` when the choice is cleared. */
  onChange?: (value: string | null) => void;
}

export interface MultiComboboxProps extends ComboboxBaseProps {
  /** Chosen item ids, in the order chosen (controlled). Use with `onChange`. */
  value?: readonly string[];
  /** Initially chosen ids (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with every chosen id after a choice is added or removed. */
  onChange?: (value: string[]) => void;
}

/** The label, hint, text field and list both comboboxes share; `tags` sit under the field. */
function ComboboxField({
  label,
  hint,
  error,
  isRequired,
  isLoading = false,
  placeholder,
  items,
  onInputKeyDown,
  inputRef,
  onBlur,
  id,
}: Pick<
  ComboboxBaseProps,
  | 'label'
  | 'hint'
  | 'error'
  | 'isRequired'
  | 'isLoading'
  | 'placeholder'
  | 'items'
  | 'onBlur'
  | 'id'
> & {
  onInputKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { messages } = useUiMessages();
  return (
    <>
      <Label as={AriaLabel}>
        {label}
        {isRequired && <RequiredMark />}
      </Label>
      {hasHint(hint) && (
        <Hint as={Text} slot="description">
          {hint}
        </Hint>
      )}
      <Control>
        <Input
          ref={inputRef}
          id={id}
          placeholder={placeholder}
          onKeyDown={onInputKeyDown}
          onBlur={onBlur}
          $isInvalid={Boolean(error)}
        />
        <EndSlot>
          {isLoading && <Spinner />}
          <ChevronButton aria-label={messages.comboboxShowOptions}>
            <ChevronDownIcon />
          </ChevronButton>
        </EndSlot>
      </Control>
      {isLoading && <VisuallyHidden role="status">{messages.comboboxLoading}</VisuallyHidden>}
      <ListPopover offset={POPOVER.offsetPx} containerPadding={POPOVER.viewportPaddingPx}>
        <List
          items={items}
          renderEmptyState={() => (
            <ListMessage>
              {isLoading ? (
                <>
                  <Spinner />
                  {messages.comboboxLoading}
                </>
              ) : (
                messages.comboboxNoResults
              )}
            </ListMessage>
          )}
        >
          {(item) => optionOf(item as ComboboxItem)}
        </List>
      </ListPopover>
    </>
  );
}

/** One option: a check mark, the label, and the description line under it. */
function optionOf(item: ComboboxItem) {
  return (
    <Option id={item.id} textValue={item.label} isDisabled={item.isDisabled}>
      <Check>
        <CheckIcon />
      </Check>
      <OptionText>
        <span>{item.label}</span>
        {item.description && <OptionDescription>{item.description}</OptionDescription>}
      </OptionText>
    </Option>
  );
}

/**
 * The frame around react-aria's ComboBox: the tags and the error sit outside it, since a
 * collection inside a ComboBox would join its list; the error is wired by id instead.
 */
function Frame({
  className,
  error,
  errorId,
  tags,
  children,
}: {
  className?: string | undefined;
  error?: string | undefined;
  errorId: string;
  tags?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AriaLanguage>
      <FieldRoot className={className}>
        {children}
        {tags}
        <FieldError id={errorId} message={error} />
      </FieldRoot>
    </AriaLanguage>
  );
}

/** What react-aria's ComboBox takes from both of ours. */
function useRootProps(props: ComboboxBaseProps, errorId: string) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const disabledKeys = props.items.filter((item) => item.isDisabled).map((item) => item.id);
  return {
    defaultItems: props.items,
    defaultFilter: props.filter === 'none' ? () => true : contains,
    disabledKeys,
    inputValue: props.inputValue,
    onInputChange: props.onInputChange,
    name: props.name,
    isDisabled: props.isDisabled ?? false,
    isRequired: props.isRequired ?? false,
    isInvalid: Boolean(props.error),
    'aria-describedby': props.error ? errorId : undefined,
    validationBehavior: 'aria' as const,
    allowsEmptyCollection: true,
  };
}

/**
 * A text field that filters a list as you type, to choose one item of many (a department, a
 * trainer). Matching ignores case and accents. Built on react-aria's ComboBox.
 */
export function Combobox(props: ComboboxProps) {
  const { value, defaultValue, onChange } = props;
  const errorId = useId();
  return (
    <Frame className={props.className} error={props.error} errorId={errorId}>
      <Root
        {...useRootProps(props, errorId)}
        value={value}
        defaultValue={defaultValue}
        onChange={(key) => onChange?.(key == null ? null : String(key))}
      >
        <ComboboxField {...props} />
      </Root>
    </Frame>
  );
}

/**
 * A combobox to choose several items (participants, topics): each choice shows as a removable
 * tag under the field, and Backspace in the empty field removes the last one.
 */
export function MultiCombobox(props: MultiComboboxProps) {
  const { value, defaultValue = [], onChange, items, isDisabled = false } = props;
  const { messages } = useUiMessages();
  const errorId = useId();
  const removeId = useId();
  const [chosen, setChosen] = useControllableState<readonly string[]>(
    value,
    defaultValue,
    onChange ? (next) => onChange([...next]) : undefined,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  // A chosen item keeps its tag after a new search leaves it out of `items`.
  const [remembered, setRemembered] = useState<ReadonlyMap<string, ComboboxItem>>(new Map());
  const byId = new Map(items.map((item) => [item.id, item]));
  const chosenItems = chosen.map(
    (id) => byId.get(id) ?? remembered.get(id) ?? ({ id, label: id } satisfies ComboboxItem),
  );
  const choose = (ids: string[]) => {
    setRemembered((before) => {
      const next = new Map(before);
      for (const id of ids) {
        const item = byId.get(id);
        if (item) next.set(id, item);
      }
      return next;
    });
    setChosen(ids);
  };

  const remove = (keys: Set<Key>) => {
    const next = chosen.filter((id) => !keys.has(id));
    setChosen(next);
    // The last tag gone, focus would fall to the page: keep it in the field.
    if (next.length === 0) inputRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && event.currentTarget.value === '' && chosen.length > 0) {
      remove(new Set([chosen[chosen.length - 1] as string]));
    }
  };

  const tags = chosenItems.length > 0 && (
    <TagGroup
      aria-label={formatMessage(messages.comboboxSelectedCount, { count: chosenItems.length })}
      onRemove={isDisabled ? undefined : remove}
    >
      <Tags items={chosenItems}>
        {(entry) => {
          const item = entry as ComboboxItem;
          return (
            <Chip id={item.id} textValue={item.label}>
              <ChipText>{item.label}</ChipText>
              {!isDisabled && (
                // react-aria names the button by its label and the tag's text ("Hapus" + name);
                // the whole sentence is one message here (the kit's `Tag` label), so a language can order
                // it its way.
                <>
                  <span id={`${removeId}-${item.id}`} hidden>
                    {formatMessage(messages.tagRemove, { label: item.label })}
                  </span>
                  <ChipRemove slot="remove" aria-labelledby={`${removeId}-${item.id}`}>
                    <DismissIcon />
                  </ChipRemove>
                </>
              )}
            </Chip>
          );
        }}
      </Tags>
    </TagGroup>
  );

  return (
    <Frame className={props.className} error={props.error} errorId={errorId} tags={tags}>
      <Root
        {...useRootProps(props, errorId)}
        selectionMode="multiple"
        value={[...chosen]}
        onChange={(keys) => choose(Array.isArray(keys) ? keys.map(String) : [])}
      >
        <ComboboxField {...props} onInputKeyDown={onInputKeyDown} inputRef={inputRef} />
      </Root>
    </Frame>
  );
}
