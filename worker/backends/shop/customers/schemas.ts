// Valibot schemas of the customer calls: sign-up and its confirmation, login, password reset and its confirmation.
import * as v from 'valibot';
import { personName } from '../../../../shared/schemas/person-name';
import { TOKEN_PATTERN } from './crypto';

/** The shortest password sign-up and password reset accept. */
export const PASSWORD_MIN_LENGTH = 10;
// An upper bound keeps one PBKDF2 run cheap whatever a client sends.
const PASSWORD_MAX_LENGTH = 200;

/** An e-mail address, trimmed and lower-cased: accounts are unique per lower-cased address. */
export const EmailSchema = v.pipe(
  v.string('email is required'),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, 'email is too long'),
  v.email('email is not a valid e-mail address'),
);

const NewPasswordSchema = v.pipe(
  v.string('password is required'),
  v.minLength(PASSWORD_MIN_LENGTH, `password needs at least ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(PASSWORD_MAX_LENGTH, 'password is too long'),
);

/** A reset or confirmation token as the e-mail's link carries it. */
export const TokenSchema = v.pipe(
  v.string('token is required'),
  v.regex(TOKEN_PATTERN, 'token is malformed'),
);

export const SignupSchema = v.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: personName('firstName'),
  lastName: personName('lastName'),
});

export const LoginSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string('password is required'),
    v.nonEmpty('password is required'),
    v.maxLength(PASSWORD_MAX_LENGTH, 'password is too long'),
  ),
});

export const ResetRequestSchema = v.object({ email: EmailSchema });

export const ResetConfirmSchema = v.object({ token: TokenSchema, password: NewPasswordSchema });

export const ResetQuerySchema = v.object({ token: TokenSchema });

export const ConfirmSchema = v.object({ token: TokenSchema });
