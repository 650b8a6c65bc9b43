/**
 * @module
 * The live checks of the Create Your Password form (spec section 5), from the same shared schema
 * the server holds the new password to, so the screen and the server cannot disagree.
 */
import { newPasswordFormSchema } from '@cubby/shared/schemas';

/** One requirement: whether it holds, and the spec's message while the parent breaks it. */
export interface PasswordRule {
  label: string;
  met: boolean;
  /** Shown once the parent has typed something that breaks the rule. */
  hint: string | null;
}

/** The two requirements: long enough, and both fields the same. */
export function checkNewPassword(newPassword: string, confirmPassword: string): PasswordRule[] {
  const result = newPasswordFormSchema.safeParse({ newPassword, confirmPassword });
  const issues = result.success ? [] : result.error.issues;
  const problem = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
  const tooShort = problem('newPassword');
  const different = problem('confirmPassword');
  return [
    {
      label: 'At least 6 characters',
      met: !tooShort,
      hint: newPassword && tooShort ? tooShort : null,
    },
    {
      label: 'Passwords match',
      met: confirmPassword !== '' && !different,
      hint: confirmPassword && different ? different : null,
    },
  ];
}
