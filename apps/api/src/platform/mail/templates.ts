import type { MailMessage } from './transport';

export type Brand = { productName: string; supportEmail: string | null };

const signature = (brand: Brand) =>
  `\n\n— The ${brand.productName} team${brand.supportEmail ? `\nQuestions? Write to ${brand.supportEmail}.` : ''}`;

export function passwordResetMail(to: string, link: string, minutes: number, brand: Brand): MailMessage {
  return {
    to,
    subject: `Reset your ${brand.productName} password`,
    text: `Someone asked to reset the password for ${to}.\n\nChoose a new password here (the link works for ${minutes} minutes):\n${link}\n\nIf this was not you, ignore this e-mail: your password stays as it is.${signature(brand)}`,
  };
}

export function invitationMail(
  to: string,
  inviter: string,
  accountName: string,
  link: string,
  brand: Brand,
): MailMessage {
  return {
    to,
    subject: `${inviter} invited you to ${accountName} on ${brand.productName}`,
    text: `${inviter} added you to ${accountName} on ${brand.productName}.\n\nChoose your password to sign in:\n${link}${signature(brand)}`,
  };
}

export function confirmationMail(to: string, link: string, brand: Brand): MailMessage {
  return {
    to,
    subject: `Confirm your e-mail address for ${brand.productName}`,
    text: `Welcome to ${brand.productName}!\n\nConfirm your e-mail address here:\n${link}${signature(brand)}`,
  };
}

/** Signup with an address that has an account: its owner hears of it, the caller learns nothing (decision 0019). */
export function signupAttemptMail(to: string, loginLink: string, resetLink: string, brand: Brand): MailMessage {
  return {
    to,
    subject: `Someone tried to sign up for ${brand.productName} with your e-mail address`,
    text: `Someone tried to create a new account with ${to}, which already has an account. Nothing was changed.\n\nIf it was you, log in here:\n${loginLink}\n\nForgot your password? Choose a new one here:\n${resetLink}\n\nIf it was not you, ignore this e-mail.${signature(brand)}`,
  };
}
