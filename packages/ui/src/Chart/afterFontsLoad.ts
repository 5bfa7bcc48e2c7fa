/**
 * Runs `draw` once the page's web fonts have loaded, when they had not yet: a canvas keeps the
 * text it was drawn with, so labels drawn before the brand typeface arrived would stay in the
 * fallback font. Returns a cancel for an unmounted chart.
 */
export function afterFontsLoad(
  fonts: Pick<FontFaceSet, 'status' | 'ready'> | undefined,
  draw: () => void,
): () => void {
  if (!fonts || fonts.status === 'loaded') return () => {};
  let live = true;
  void fonts.ready.then(() => {
    if (live) draw();
  });
  return () => {
    live = false;
  };
}
