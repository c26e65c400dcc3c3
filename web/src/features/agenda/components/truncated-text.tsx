import { Text, Tooltip } from '@mantine/core';
import classes from './agenda-table.module.css';

const LONG_TEXT = 60;

/**
 * One clipped line with the full text in a tooltip on hover, focus and touch. The clipping is
 * visual only: the element holds the whole text, so screen readers and print read all of it.
 */
export function TruncatedText({ text }: { text: string }) {
  const clipped = (
    <Text size="sm" truncate="end" maw={320} className={classes.content} dir="auto">
      {text}
    </Text>
  );
  if (text.length <= LONG_TEXT) return clipped;
  return (
    <Tooltip label={text} multiline w={360} openDelay={300} events={{ hover: true, focus: true, touch: true }} withinPortal>
      <Text size="sm" truncate="end" maw={320} className={classes.content} tabIndex={0} dir="auto">
        {text}
      </Text>
    </Tooltip>
  );
}
