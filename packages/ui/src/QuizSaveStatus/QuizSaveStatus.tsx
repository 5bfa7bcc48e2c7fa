import { useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { VisuallyHidden } from '../internal/a11y';
import { AlertIcon, CheckIcon } from '../internal/icons';
import { Spinner } from '../internal/spinner/Spinner';
import { Root, Text } from './QuizSaveStatus.styles';

/** Where the learner's answers stand. */
export type QuizSaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

export interface QuizSaveStatusProps extends Omit<
  HTMLAttributes<HTMLParagraphElement>,
  'children'
> {
  /** `offline`: kept on the device, sent later; `error`: the server refused or failed. */
  state: QuizSaveState;
  /** The state in words, e.g. "Tersimpan" or "Offline — jawaban disimpan di perangkat ini". */
  children: ReactNode;
  /** Forwarded to the `<p>`. */
  ref?: Ref<HTMLParagraphElement>;
}

const isTrouble = (state: QuizSaveState) => state === 'offline' || state === 'error';

/**
 * Whether the quiz's answers reached the server: saving, saved, kept offline on the device,
 * or failing. Screen readers hear only what matters (the trouble, and its end), not every
 * "saving… saved" while the learner answers, and a trouble once: the retries while it lasts
 * ("saving…" between two "offline") leave what was said in place. The words are in the page
 * once, so browse mode does not read them twice.
 */
export function QuizSaveStatus({ state, children, ...rest }: QuizSaveStatusProps) {
  const [seen, setSeen] = useState(() => ({
    state,
    wasTroubled: isTrouble(state),
    hasRecovered: false,
    said: isTrouble(state) ? children : null,
  }));
  if (seen.state !== state) {
    const wasTroubled = isTrouble(state) || (seen.wasTroubled && state !== 'saved');
    const hasRecovered = state === 'saved' && seen.wasTroubled;
    setSeen({
      state,
      wasTroubled,
      hasRecovered,
      said: isTrouble(state) || hasRecovered ? children : wasTroubled ? seen.said : null,
    });
  }
  const isAnnounced = isTrouble(state) || seen.hasRecovered;
  // A retry under way keeps the trouble's words; anything else says what is shown now.
  const said = isAnnounced ? children : seen.wasTroubled ? seen.said : null;
  return (
    <Root $state={state} data-state={state} {...rest}>
      {state === 'saving' ? (
        <Spinner />
      ) : isTrouble(state) ? (
        <AlertIcon />
      ) : state === 'saved' ? (
        <CheckIcon />
      ) : null}
      {/* Shown words the live region already holds are hidden from screen readers. */}
      <Text aria-hidden={isAnnounced || undefined}>{children}</Text>
      <VisuallyHidden role="status">{said}</VisuallyHidden>
    </Root>
  );
}
