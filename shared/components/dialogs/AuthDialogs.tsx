// The account dialogs (island auth-dialogs, once per page): empty until a dialog opens; login, sign-up and
// password reset, posting through the shop client, and Google sign-in beside login and sign-up; a login sets the
// shared customer and closes, a sign-up says to confirm the address by mail.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { fill } from '../../i18n/fill';
import type { CustomerSummary } from '../../schemas/customer';
import { setCustomer } from '../../state/customer';
import { activeDialog, closeDialog, type DialogType, openDialog } from '../../state/dialogs';
import { usePage } from '../page-context';
import { Field, FormError, SUBMIT, TEXT_BUTTON, useAuthForm } from './auth-form';
import { GoogleSignIn } from './GoogleSignIn';
import { Modal } from './Modal';

/** The shop's shortest password (sign-up). */
export const PASSWORD_MIN_LENGTH = 10;

/** Login and sign-up succeed the same way: the shared customer is set and the dialog closes. */
function signedIn({ customer }: { customer?: CustomerSummary }): void {
  if (customer) setCustomer(customer);
  closeDialog();
}

/** The shop's answer to a form that logs nobody in (a reset asked, a sign-up to confirm by mail), announced. */
function SentMessage({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p role="status" className="mb-4 rounded-lg bg-cream p-3 text-sm" data-dialog-message>
      {text}
    </p>
  );
}

/** The submit button and the link to the other dialog, the same in every account dialog. */
function DialogActions(props: {
  sending: boolean;
  submit: string;
  switchTo: DialogType;
  switchText: string;
}) {
  const words = usePage().texts.auth;
  return (
    <>
      <button type="submit" className={SUBMIT} disabled={props.sending}>
        {props.sending ? words.sending : props.submit}
      </button>
      <p className="mt-4 text-center">
        <button type="button" className={TEXT_BUTTON} onClick={() => openDialog(props.switchTo)}>
          {props.switchText}
        </button>
      </p>
    </>
  );
}

function LoginDialog() {
  const words = usePage().texts.auth;
  const form = useAuthForm('login', signedIn);
  return (
    <Modal title={words.loginTitle} onClose={closeDialog} kind="login">
      <form method="post" onSubmit={form.onSubmit}>
        <FormError text={form.error} />
        <Field name="email" type="email" autoComplete="email" label={words.email} />
        <Field name="password" type="password" autoComplete="current-password" label={words.password} />
        <p className="mb-4">
          <button type="button" className={TEXT_BUTTON} onClick={() => openDialog('password-reset')}>
            {words.forgotPassword}
          </button>
        </p>
        <DialogActions
          sending={form.sending}
          submit={words.login}
          switchTo="signup"
          switchText={words.createAccount}
        />
      </form>
      <GoogleSignIn oneTap onSignedIn={signedIn} />
    </Modal>
  );
}

function SignupDialog() {
  const words = usePage().texts.auth;
  const [sent, setSent] = useState('');
  // A sign-up that must be confirmed by mail keeps the dialog open with the shop's word on what to do next.
  const form = useAuthForm('signup', (result) => (result.customer ? signedIn(result) : setSent(result.text)));
  const errors = form.fieldErrors;
  return (
    <Modal title={words.signupTitle} onClose={closeDialog} kind="signup">
      <form method="post" onSubmit={form.onSubmit}>
        <FormError text={form.error} />
        <SentMessage text={sent} />
        <Field name="firstName" autoComplete="given-name" label={words.firstName} error={errors.firstName} />
        <Field name="lastName" autoComplete="family-name" label={words.lastName} error={errors.lastName} />
        <Field name="email" type="email" autoComplete="email" label={words.email} error={errors.email} />
        <Field
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          label={words.password}
          hint={fill(words.passwordHint, { min: PASSWORD_MIN_LENGTH })}
          error={errors.password}
        />
        <DialogActions
          sending={form.sending}
          submit={words.signup}
          switchTo="login"
          switchText={words.toLogin}
        />
      </form>
      <GoogleSignIn onSignedIn={signedIn} />
    </Modal>
  );
}

function PasswordResetDialog() {
  const words = usePage().texts.auth;
  const [sent, setSent] = useState('');
  const form = useAuthForm('password-reset', ({ text }) => setSent(text));
  return (
    <Modal title={words.resetTitle} onClose={closeDialog} kind="password-reset">
      <form method="post" onSubmit={form.onSubmit}>
        <p className="mb-4 text-sm text-muted">{words.resetIntro}</p>
        <FormError text={form.error} />
        <SentMessage text={sent} />
        <Field name="email" type="email" autoComplete="email" label={words.email} />
        <DialogActions
          sending={form.sending}
          submit={words.reset}
          switchTo="login"
          switchText={words.toLogin}
        />
      </form>
    </Modal>
  );
}

export function AuthDialogs() {
  useSignals();
  // The server renders nothing; a dialog opened before hydration shows after it, without a mismatch.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const active = mounted ? activeDialog.value : null;
  if (active === 'login') return <LoginDialog />;
  if (active === 'signup') return <SignupDialog />;
  if (active === 'password-reset') return <PasswordResetDialog />;
  return null;
}
