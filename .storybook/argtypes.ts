import type { ArgTypesEnhancer } from 'storybook/internal/types';

/** Prop types a designer cannot edit as text or a toggle: elements and render functions. */
const NOT_A_CONTROL = /ReactNode|ReactElement|JSX\.Element|ElementType|^Ref\b|Ref<|=>/;

/**
 * Hides controls for ReactNode, element and function props: Storybook offers an object editor
 * for them that only shows "{}" and breaks the story when touched. They stay in the props table.
 */
export const hideNodeControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const summary = argType.table?.type?.summary ?? '';
      return NOT_A_CONTROL.test(summary)
        ? [name, { ...argType, control: { disable: true } }]
        : [name, argType];
    }),
  );
