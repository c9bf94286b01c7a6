import type { Account } from '@repute/domain';
import type { AccountSettingValue } from '@repute/domain/account-settings';
import { ACCOUNT_VERTICAL_LABELS, isAccountVertical } from '@repute/domain/accounts';

/** A stored code as words: 'mid_market' reads 'Mid market', 'sms_alerts' 'Sms alerts'. */
export function codeAsWords(code: string): string {
  const words = code.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The account's vertical by its label; one this version does not know reads as stored. */
export function verticalLabel(name: Account['account_vertical_name']): string | null {
  if (name === null) return null;
  return isAccountVertical(name) ? ACCOUNT_VERTICAL_LABELS[name] : codeAsWords(name);
}

/** A setting's value as /settings/account shows it: switches On or Off, anything else as stored. */
export function settingValueText(value: AccountSettingValue): string {
  if (value === true) return 'On';
  if (value === false) return 'Off';
  return value;
}
