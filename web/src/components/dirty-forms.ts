/**
 * How many forms on screen hold unsaved changes; read when the session expires. Kept apart from
 * the guard's dialog so the app shell can ask without loading a modal.
 */
let dirtyForms = 0;
export const hasUnsavedChanges = () => dirtyForms > 0;

/** Counts a form as dirty until the returned function is called. */
export function markDirty(): () => void {
  dirtyForms += 1;
  return () => {
    dirtyForms -= 1;
  };
}
