import { useEffect } from 'react';
import { notifyError } from '../../../lib/notify';

/** The seed's destructive toast for a failed load, once per failure (a retry that fails again toasts again). */
export function useFailureToast(error: Error | null, message: string): void {
  useEffect(() => {
    if (error) notifyError(message, error);
    // The message follows the language; a new toast is wanted only for a new error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
