/**
 * Hover styles only where a pointer can hover. On a touch screen the tapped element keeps
 * :hover until the next tap, so an answer option under the finger would keep its border
 * after "Berikutnya" and look chosen.
 */
export const canHover = '@media (hover: hover)';
