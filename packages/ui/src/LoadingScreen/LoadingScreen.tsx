import type { HTMLAttributes, Ref } from 'react';
import { component } from '@ajar/tokens';
import { useUiMessages } from '../messages';
import { Spinner } from '../internal/spinner/Spinner';
import { SpinnerColor, Text, Wrapper } from './LoadingScreen.styles';

export interface LoadingScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /**
   * The words under the spinner, also what screen readers announce.
   * @default the built-in `loadingScreenLabel` label ("Tunggu Sebentar..." / "Please wait...")
   */
  label?: string;
  /**
   * Fills the whole window height (while the app starts) instead of its container.
   * @default false
   */
  isFullScreen?: boolean;
  /** Forwarded to the wrapper `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** A centred spinner with a short text, filling the area whose content is loading. */
export function LoadingScreen({ label, isFullScreen = false, ...rest }: LoadingScreenProps) {
  const { messages } = useUiMessages();
  return (
    <Wrapper role="status" $isFullScreen={isFullScreen} {...rest}>
      <SpinnerColor>
        <Spinner size={component.loadingScreenSpinnerSize} />
      </SpinnerColor>
      <Text>{label ?? messages.loadingScreenLabel}</Text>
    </Wrapper>
  );
}
