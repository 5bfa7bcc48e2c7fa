import { setImmediate as nextTurn } from 'node:timers/promises';

/** Promises still running, to wait for at a stop. */
export interface InFlight {
  add<T>(promise: Promise<T>): Promise<T>;
  /** Resolves once nothing is running, including work that finished work started. */
  settled(): Promise<void>;
}

export function inFlight(): InFlight {
  const running = new Set<Promise<unknown>>();
  return {
    add(promise) {
      running.add(promise);
      const forget = () => running.delete(promise);
      promise.then(forget, forget);
      return promise;
    },
    async settled() {
      // One finished statement can start the next (a fetched job's run, its completion) a few
      // microtasks later, so the set is looked at again after the event loop has turned.
      do {
        await Promise.allSettled([...running]);
        await nextTurn();
      } while (running.size > 0);
    },
  };
}
