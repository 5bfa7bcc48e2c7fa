/** Decorative 16-unit stroke icons of the event card, drawn in `currentColor`. */
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

export const CalendarIcon = () => <Icon d="M2.5 3.5h11v10h-11zM2.5 6.5h11M5.5 2v3M10.5 2v3" />;
/** A screen with a camera: taking part from anywhere. */
export const OnlineIcon = () => <Icon d="M2 3.5h12v8H2zM5.5 14h5M8 11.5V14" />;
/** A building: taking part on site. */
export const OfflineIcon = () => (
  <Icon d="M3 14V2.5h7V14M10 6h3v8M1.5 14h13M5.25 5h1.5M5.25 8h1.5M5.25 11h1.5" />
);
export const PlaceIcon = () => (
  <Icon d="M8 14.5s4.5-4.2 4.5-7.75a4.5 4.5 0 00-9 0C3.5 10.3 8 14.5 8 14.5zM8 8.5a1.75 1.75 0 100-3.5 1.75 1.75 0 000 3.5z" />
);
export const LinkIcon = () => (
  <Icon d="M6.5 9.5l3-3M7 4.5l1-1a2.8 2.8 0 014 4l-1 1M9 11.5l-1 1a2.8 2.8 0 01-4-4l1-1" />
);
