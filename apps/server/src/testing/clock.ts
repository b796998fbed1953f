/** A clock a test moves step by step; every app instance given its `now` reads the same time. */
export const settableClock = (start: string) => {
  let current = new Date(start);
  return {
    now: () => current,
    set: (time: string) => {
      current = new Date(time);
    },
  };
};
