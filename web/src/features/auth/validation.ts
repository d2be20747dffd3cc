/** Client-side checks of the auth forms (spec section 5). The server checks again. */
export const MIN_PASSWORD_LENGTH = 6;

/** The hint under every new-password field; the server refuses the most common passwords (docs/adr/0012). */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, and not one of the most common passwords.`;

export const authMessages = {
  required: "Email and password are required.",
  mismatch: "Passwords do not match.",
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  signUpSuccess: "Check your email to confirm your account.",
  signUpFailed: "Sign up failed. Please try again.",
} as const;

export interface SignupInput {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface SignupPayload {
  email: string;
  password: string;
  full_name: string | null;
}

export type SignupCheck = { ok: true; payload: SignupPayload } | { ok: false; error: string; field: "email" | "password" | "confirmPassword" };

/** /signup: email trimmed, full name optional (null when empty), passwords match, length ≥ 6. */
export function validateSignup(input: SignupInput): SignupCheck {
  const email = input.email.trim();
  if (!email) return { ok: false, error: authMessages.required, field: "email" };
  if (!input.password) return { ok: false, error: authMessages.required, field: "password" };
  if (input.password !== input.confirmPassword) return { ok: false, error: authMessages.mismatch, field: "confirmPassword" };
  if (input.password.length < MIN_PASSWORD_LENGTH) return { ok: false, error: authMessages.tooShort, field: "password" };
  const fullName = input.fullName.trim();
  return { ok: true, payload: { email, password: input.password, full_name: fullName === "" ? null : fullName } };
}

/** /reset-password with a token: new password and its confirmation. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (!password) return "Please enter a new password.";
  if (password !== confirmPassword) return authMessages.mismatch;
  if (password.length < MIN_PASSWORD_LENGTH) return authMessages.tooShort;
  return null;
}

export function authErrorMessage(detail: string): string {
  return `Auth error: ${detail}`;
}

export function oauthErrorMessage(message: string): string {
  return `OAuth error: ${message}`;
}

export function signInErrorMessage(message: string): string {
  return `Sign-in error: ${message}`;
}
