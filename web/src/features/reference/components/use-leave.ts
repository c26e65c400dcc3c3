import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Leaving a form page: after a save, once the page has re-rendered as clean (so the unsaved
 * changes guard lets it go); on cancel, back one page, or to `fallback` when opened directly.
 */
export function useLeave(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (target) void navigate(target);
  }, [target, navigate]);

  return {
    leaving: target !== null,
    leaveAfterSave: () => setTarget(fallback),
    goBack: () => void (location.key === 'default' ? navigate(fallback) : navigate(-1)),
  };
}
