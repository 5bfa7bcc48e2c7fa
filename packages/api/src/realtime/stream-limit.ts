/**
 * Counts each user's open streams so one account cannot hold an unbounded number of
 * connections. `open` answers the release function, or null when the user is at the limit.
 */
export function streamLimit(maxPerUser: number) {
  const openByUser = new Map<number, number>();
  return {
    open(userId: number): (() => void) | null {
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
