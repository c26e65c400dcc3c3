import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide button is a Tab stop with a translated name (aria-pressed tells its state). */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('a11y');
  return <PasswordInput visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }} {...props} />;
}
