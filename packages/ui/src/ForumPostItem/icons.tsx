/** Decorative 16-unit icons of a forum post, drawn in `currentColor`. */
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

export const ReplyIcon = () => <Icon d="M2.5 3h11v8H7l-3 2.5V11H2.5z" />;
export const LikeIcon = () => (
  <Icon d="M8 13.5S2 10 2 6.25A3 3 0 018 4.5a3 3 0 016 1.75C14 10 8 13.5 8 13.5z" />
);
export const PinIcon = () => <Icon d="M6 2h4l-.5 4 2.5 2.5H4L6.5 6zM8 8.5V14" />;
export const SolvedIcon = () => (
  <Icon d="M8 14A6 6 0 108 2a6 6 0 000 12zM5.5 8.25l1.75 1.75 3.25-3.5" />
);
