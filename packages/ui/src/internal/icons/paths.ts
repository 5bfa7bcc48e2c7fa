/** Paths drawn by more than one icon. */
export const bookPath =
  'M2.5 3h4a1.5 1.5 0 011.5 1.5V13a1 1 0 00-1-1H2.5zM13.5 3h-4A1.5 1.5 0 008 4.5V13a1 1 0 011-1h4.5z';
