/** What the reference form gives a field chosen from a list (a select, radios): bound to one form value. */
export interface ChoiceProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}
