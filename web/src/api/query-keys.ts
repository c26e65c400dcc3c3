/**
 * The query keys the features share, in one place, so a read and the invalidation that refreshes
 * it cannot drift apart. A feature's own queries keep their keys next to them.
 */
export const queryKeys = {
  /** The signed-in user (null when signed out): written by sign-in, sign-out and profile edits. */
  session: ['session'] as const,
  /** Everything under /api/settings: the public subset is refreshed when an admin saves the settings. */
  settings: ['settings'] as const,
  publicSettings: ['settings', 'public'] as const,
};
