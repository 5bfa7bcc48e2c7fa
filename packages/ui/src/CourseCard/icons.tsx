/** Decorative 16-unit stroke icons of the course cards, drawn in `currentColor`. */
function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export const CategoryIcon = () => <Icon d="M2 2.5h5.5l6.5 6.5-5 5-6.5-6.5zM5 5.25h.01" />;
export const TrainerIcon = () => (
  <Icon d="M8 7.5a2.75 2.75 0 100-5.5 2.75 2.75 0 000 5.5zM2.75 14c0-2.9 2.35-4.75 5.25-4.75s5.25 1.85 5.25 4.75" />
);
export const ClockIcon = () => <Icon d="M8 14A6 6 0 108 2a6 6 0 000 12zM8 4.75V8l2.25 1.5" />;
export const BookIcon = () => (
  <Icon d="M2.5 3h4a1.5 1.5 0 011.5 1.5V13a1 1 0 00-1-1H2.5zM13.5 3h-4A1.5 1.5 0 008 4.5V13a1 1 0 011-1h4.5z" />
);
