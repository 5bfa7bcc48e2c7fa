import type { CertificateValidityState } from '../../CertificateValidity/CertificateValidity';
import { Svg } from './Svg';

const paths: Record<CertificateValidityState, string> = {
  valid: 'M12 2.5l7.5 3v6c0 4.5-3.2 8-7.5 10-4.3-2-7.5-5.5-7.5-10v-6zM8.5 12l2.5 2.5 4.5-5',
  revoked: 'M12 21a9 9 0 100-18 9 9 0 000 18zM8.75 8.75l6.5 6.5M15.25 8.75l-6.5 6.5',
  expired: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3.5 2',
  notFound:
    'M10.5 17.5a7 7 0 100-14 7 7 0 000 14zM15.5 15.5L21 21M8.5 8.25a2 2 0 113 1.75c-.75.4-1 .9-1 1.5M10.5 13.5h.01',
};

/** One shape per result, so it never relies on colour; the heading says it too. */
export function ValidityIcon({ state }: { state: CertificateValidityState }) {
  return (
    <Svg grid={24} strokeWidth={1.75}>
      <path d={paths[state]} />
    </Svg>
  );
}
