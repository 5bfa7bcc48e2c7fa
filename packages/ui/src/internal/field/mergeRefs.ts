import { useMemo, type Ref, type RefCallback } from 'react';

function mergeRefs<T>(refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        return typeof cleanup === 'function' ? cleanup : () => ref(null);
      }
      if (ref) {
        ref.current = node;
        return () => {
          ref.current = null;
        };
      }
      return undefined;
    });
    return () => cleanups.forEach((cleanup) => cleanup?.());
  };
}

/** One stable ref callback that feeds the caller's ref and the component's own. */
export function useMergedRef<T>(outer: Ref<T> | undefined, own: Ref<T>): RefCallback<T> {
  return useMemo(() => mergeRefs([outer, own]), [outer, own]);
}
