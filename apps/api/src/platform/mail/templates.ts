import type { Brand } from './brand';
import { renderMail } from './render';
import type { MailMessage } from './transport';

export type { Brand } from './brand';

export function passwordResetMail(to: string, link: string, minutes: number, brand: Brand): Promise<MailMessage> {
  return renderMail(
    {
      to,
      subject: `Reset your ${brand.productName} password`,
      heading: 'Reset your password',
      blocks: [
        { paragraph: `Someone asked to reset the password for ${to}.` },
        { button: { label: `Choose a new password here (the link works for ${minutes} minutes)`, url: link } },
        { paragraph: 'If this was not you, ignore this e-mail: your password stays as it is.' },
      ],
    },
    brand,
  );
}

export function invitationMail(
  to: string,
  inviter: string,
  accountName: string,
  link: string,
  brand: Brand,
): Promise<MailMessage> {
  return renderMail(
    {
      to,
      subject: `${inviter} invited you to ${accountName} on ${brand.productName}`,
      heading: `Welcome to ${accountName}`,
      blocks: [
        { paragraph: `${inviter} added you to ${accountName} on ${brand.productName}.` },
        { button: { label: 'Choose your password to sign in', url: link } },
      ],
    },
    brand,
  );
}

/**
 * An invitation to an address that already has an account elsewhere: only its owner learns that, and nothing
 * joins or changes (decision 0071).
 */
export function invitationToTakenAddressMail(
  to: string,
  inviter: string,
  accountName: string,
  links: { login: string; forgotPassword: string },
  brand: Brand,
): Promise<MailMessage> {
  return renderMail(
    {
      to,
      subject: `${inviter} invited you to ${accountName} on ${brand.productName}`,
      heading: `${inviter} invited you to ${accountName}`,
      blocks: [
        {
          paragraph: `${inviter} invited you to ${accountName} on ${brand.productName} with ${to}, which already has an account. One e-mail address signs in to one account only, so nothing was changed and your account stays as it is.`,
        },
        {
          paragraph: `To join ${accountName}, ask ${inviter} to invite another e-mail address of yours.`,
        },
        { button: { label: 'Log in to your account here', url: links.login } },
        { button: { label: 'Forgot your password? Choose a new one here', url: links.forgotPassword } },
        { paragraph: 'If you do not know this invitation, ignore this e-mail.' },
      ],
    },
    brand,
  );
}

/** A change of address: the new address confirms it, and the old one keeps signing in until then (decision 0072). */
export function addressChangeMail(to: string, link: string, days: number, brand: Brand): Promise<MailMessage> {
  return renderMail(
    {
      to,
      subject: `Confirm your new e-mail address on ${brand.productName}`,
      heading: 'Confirm your new e-mail address',
      blocks: [
        { paragraph: `Someone asked to make ${to} the e-mail address you sign in to ${brand.productName} with.` },
        { button: { label: `Confirm this address here (the link works for ${days} days)`, url: link } },
        { paragraph: 'Until then the current address keeps signing in. If this was not you, ignore this e-mail.' },
      ],
    },
    brand,
  );
}

/**
 * A change of address to one that already has an account elsewhere: only its owner learns that, and nothing
 * changes (decision 0072).
 */
export function addressChangeToTakenAddressMail(
  to: string,
  accountName: string,
  links: { login: string; forgotPassword: string },
  brand: Brand,
): Promise<MailMessage> {
  return renderMail(
    {
      to,
      subject: `Someone asked to use your e-mail address on ${brand.productName}`,
      heading: 'Your e-mail address is already in use',
      blocks: [
        {
          paragraph: `Someone in ${accountName} on ${brand.productName} asked to make ${to} the e-mail address of one of its users. ${to} already has an account. One e-mail address signs in to one account only, so nothing was changed and your account stays as it is.`,
        },
        { button: { label: 'Log in to your account here', url: links.login } },
        { button: { label: 'Forgot your password? Choose a new one here', url: links.forgotPassword } },
      ],
    },
    brand,
  );
}

export function confirmationMail(to: string, link: string, brand: Brand): Promise<MailMessage> {
  return renderMail(
    {
      to,
      subject: `Confirm your e-mail address for ${brand.productName}`,
      heading: `Welcome to ${brand.productName}!`,
      blocks: [{ button: { label: 'Confirm your e-mail address here', url: link } }],
    },
    brand,
  );
}

/** Signup with an address that has an account: its owner hears of it, the caller learns nothing (decision 0019). */
export function signupAttemptMail(
  to: string,
  loginLink: string,
  resetLink: string,
  brand: Brand,
): Promise<MailMessage> {
  return renderMail(
    {
      to,
      subject: `Someone tried to sign up for ${brand.productName} with your e-mail address`,
      heading: 'Someone tried to sign up with your e-mail address',
      blocks: [
        {
          paragraph: `Someone tried to create a new account with ${to}, which already has an account. Nothing was changed.`,
        },
        { button: { label: 'If it was you, log in here', url: loginLink } },
        { button: { label: 'Forgot your password? Choose a new one here', url: resetLink } },
        { paragraph: 'If it was not you, ignore this e-mail.' },
      ],
    },
    brand,
  );
}
