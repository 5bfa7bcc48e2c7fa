/** A certificate seal with ribbons; decorative. */
export function SealIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="9" r="6" />
      <circle cx="12" cy="9" r="3" />
      <path d="M8.5 14l-2 7.5L12 19l5.5 2.5-2-7.5" />
    </svg>
  );
}
