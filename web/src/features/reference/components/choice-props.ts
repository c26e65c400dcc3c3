import type { ReactNode } from 'react';
/** What the reference form gives a field chosen from a list (a select, radios): bound to one form value. */
export interface ChoiceProps {
  label: string;
  name: string;
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}
