import { useId, useMemo, type Ref, type SVGAttributes } from 'react';
import { encode } from 'uqr';
import { qrPath } from './qrPath';
import { Svg } from './QrCode.styles';

export type QrCodeSize = 'md' | 'lg';
export type QrCodeErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** Modules of light margin a scanner needs around the code (the QR standard's minimum). */
const QUIET_ZONE = 4;

export interface QrCodeProps extends Omit<
  SVGAttributes<SVGSVGElement>,
  'children' | 'role' | 'viewBox'
> {
  /** What the code holds, usually an address, e.g. a certificate's verification page. */
  value: string;
  /** What the code is for, e.g. "Kode QR untuk memeriksa sertifikat AJR-7K2M-Q9XD". */
  label: string;
  /**
   * Rendered size: `md` beside other content, `lg` on its own or on paper.
   * @default 'md'
   */
  size?: QrCodeSize;
  /**
   * How much of the code may be damaged or covered and still scan: L 7%, M 15%, Q 25%,
   * H 30%. Higher levels need more modules for the same value.
   * @default 'M'
   */
  errorCorrection?: QrCodeErrorCorrection;
  /** Forwarded to the `<svg>`. */
  ref?: Ref<SVGSVGElement>;
}

/**
 * A QR code drawn as SVG: sharp at any size and in print, in fixed dark-on-light colours
 * whatever the tenant's brand colour, with a text alternative.
 */
export function QrCode({ value, label, size = 'md', errorCorrection = 'M', ...rest }: QrCodeProps) {
  const titleId = useId();
  const { modules, path } = useMemo(() => {
    const { data } = encode(value, { ecc: errorCorrection, border: QUIET_ZONE });
    return { modules: data.length, path: qrPath(data) };
  }, [value, errorCorrection]);
  return (
    <Svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-modules={modules}
      $size={size}
      {...rest}
    >
      <title id={titleId}>{label}</title>
      <rect className="qr-light" width={modules} height={modules} />
      <path className="qr-dark" d={path} />
    </Svg>
  );
}
