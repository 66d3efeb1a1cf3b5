/**
 * Work to do before the page reloads on logout (clearing the persisted query cache, the offline
 * outbox…). Modules register their clean-up here so logout does not need to know about them.
 */
const tasks = new Set<() => Promise<void> | void>();

export const onLogout = {
  register(task: () => Promise<void> | void) {
    tasks.add(task);
    return () => tasks.delete(task);
  },
  async run() {
    await Promise.allSettled([...tasks].map(async (task) => task()));
  },
};
