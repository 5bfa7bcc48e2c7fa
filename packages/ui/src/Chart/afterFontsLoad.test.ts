import { describe, expect, it, vi } from 'vitest';
import { afterFontsLoad } from './afterFontsLoad';

/** A FontFaceSet whose fonts finish loading when `load` is called. */
function loadingFonts() {
  let load = () => {};
  const ready = new Promise<FontFaceSet>((resolve) => {
    load = () => resolve({} as FontFaceSet);
  });
  return { fonts: { status: 'loading' as const, ready }, load };
}

describe('a chart drawn before its web font arrived', () => {
  it('is drawn again once the fonts have loaded', async () => {
    const { fonts, load } = loadingFonts();
    const draw = vi.fn();
    afterFontsLoad(fonts, draw);
    expect(draw).not.toHaveBeenCalled();
    load();
    await fonts.ready;
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('is not drawn again when the fonts were there already, or after it was removed', async () => {
    const draw = vi.fn();
    afterFontsLoad({ status: 'loaded', ready: Promise.resolve({} as FontFaceSet) }, draw);
    const { fonts, load } = loadingFonts();
    const cancel = afterFontsLoad(fonts, draw);
    cancel();
    load();
    await fonts.ready;
    expect(draw).not.toHaveBeenCalled();
  });
});
