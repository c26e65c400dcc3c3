import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';

interface AuthFormFooterProps {
  submitLabel: string;
  loading: boolean;
  /** The line under the button that leads to the other signed-out form. */
  question: string;
  linkLabel: string;
  to: string;
}

/** The end of a signed-out form: its full-width submit, then a link to the other form. */
export function AuthFormFooter({ submitLabel, loading, question, linkLabel, to }: AuthFormFooterProps) {
  return (
    <>
      <Button type="submit" loading={loading} fullWidth>
        {submitLabel}
      </Button>
      <Text size="sm" ta="center">
        {question}{' '}
        <Anchor component={Link} to={to}>
          {linkLabel}
        </Anchor>
      </Text>
    </>
  );
}
