import { useEffect, useState } from 'react';
import { useNavigate, type To } from 'react-router';

/**
 * Navigates once the page has re-rendered with its form no longer dirty, so the unsaved-changes
 * guard does not stop the move that follows a successful save. `-1` goes back.
 */
export function useLeaveAfterSave() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ to: To | number } | null>(null);
  useEffect(() => {
    if (!target) return;
    if (typeof target.to === 'number') void navigate(target.to);
    else void navigate(target.to, { replace: false });
  }, [target, navigate]);
  return { leaving: target !== null, leave: (to: To | number) => setTarget({ to }) };
}
