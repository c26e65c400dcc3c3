import { Tooltip, type TooltipProps } from '@mantine/core';
import { useCanHover } from '../lib/use-can-hover';

/**
 * Mantine's tooltip for a control's name, shown on hover only (Mantine's default events). A touch
 * screen never shows it, so there it is not built: each one sets up its floating position and
 * listeners, which a slow phone paid for on every first screen. The control keeps its own
 * accessible name (`aria-label`); the tooltip repeats it for the eye.
 */
export function HoverTooltip(props: TooltipProps) {
  return useCanHover() ? <Tooltip {...props} /> : props.children;
}
