import { loginBody } from '@cabinet/shared';
import { validateWith } from '../../lib/form';

/** The sign-in form's rules: the server's own schema, loaded once the user starts typing (zod is not needed to show the form). */
export const validateLogin = validateWith(loginBody);
