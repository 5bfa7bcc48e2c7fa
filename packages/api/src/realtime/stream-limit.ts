/**
 * Counts each user's (or address's) open streams so no one can hold an unbounded number of
 * connections. `open` answers the release function, or null when the key is at the limit.
 */
export function streamLimit<K extends number | string = number>(maxPerUser: number) {
  const openByUser = new Map<K, number>();
  return {
    max: maxPerUser,
    open(userId: K): (() => void) | null {
      const count = openByUser.get(userId) ?? 0;
      if (count >= maxPerUser) return null;
      openByUser.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (openByUser.get(userId) ?? 1) - 1;
        if (left > 0) openByUser.set(userId, left);
        else openByUser.delete(userId);
      };
    },
  };
}
