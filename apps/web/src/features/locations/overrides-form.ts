import type { Source, SourceOverride, SourceOverrideCreate, SourceOverridePatch } from '@repute/domain';
import { isValidPhone, isValidWebsite, LOCATION_MESSAGES, normalizeWebsite } from '@repute/domain/locations';
import { OVERRIDE_MESSAGES } from '@repute/domain/sources';

/**
 * Directory-specific phone and website of one directory (spec 001 §3 "overrides"). Each value has its own
 * checkbox; unchecking clears the value (spec 001 §4).
 */
export type OverrideForm = {
  sourceId: number;
  name: string;
  savedId: number | null;
  phoneOn: boolean;
  phone: string;
  websiteOn: boolean;
  website: string;
};

export function overridesToForm(directories: Source[], saved: SourceOverride[]): OverrideForm[] {
  return directories.map((directory) => {
    const override = saved.find((item) => item.source_id === directory.id);
    return {
      sourceId: directory.id,
      name: directory.name,
      savedId: override?.id ?? null,
      phoneOn: Boolean(override?.phone),
      phone: override?.phone || '',
      websiteOn: Boolean(override?.website),
      website: override?.website || '',
    };
  });
}

export function toggleOverride(form: OverrideForm, field: 'phone' | 'website', on: boolean): OverrideForm {
  return field === 'phone'
    ? { ...form, phoneOn: on, phone: on ? form.phone : '' }
    : { ...form, websiteOn: on, website: on ? form.website : '' };
}

/** 'Enter phone number or unselect directory' (or website) for a checked directory left empty (spec 001 §5). */
export function overrideErrors(forms: OverrideForm[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const form of forms) {
    const prefix = `overrides.${form.sourceId}`;
    if (form.phoneOn) {
      if (!form.phone.trim()) errors[`${prefix}.phone`] = OVERRIDE_MESSAGES.phoneOrUnselect;
      else if (!isValidPhone(form.phone)) errors[`${prefix}.phone`] = LOCATION_MESSAGES.invalidPhone;
    }
    if (form.websiteOn) {
      const website = normalizeWebsite(form.website);
      if (!website) errors[`${prefix}.website`] = OVERRIDE_MESSAGES.websiteOrUnselect;
      else if (!isValidWebsite(website)) errors[`${prefix}.website`] = LOCATION_MESSAGES.invalidWebsite;
    }
  }
  return errors;
}

export type OverrideSavePlan = {
  create: SourceOverrideCreate[];
  patch: { id: number; body: SourceOverridePatch }[];
};

const checkedText = (on: boolean, text: string) => (on && text.trim() ? text.trim() : null);

/**
 * Creates for newly checked directories, patches for changed saved ones (unchecking sends the value as null). The
 * override's `enabled` is the directory's publishing switch, which the form leaves alone (decision 0097).
 */
export function overrideSavePlan(
  forms: OverrideForm[],
  saved: SourceOverride[],
  accountId: number,
  locationId: number,
): OverrideSavePlan {
  const plan: OverrideSavePlan = { create: [], patch: [] };
  for (const form of forms) {
    const phone = checkedText(form.phoneOn, form.phone);
    const website = form.websiteOn ? (normalizeWebsite(form.website) ?? null) : null;
    const existing = saved.find((item) => item.id === form.savedId);
    if (!existing) {
      if (phone || website) {
        plan.create.push({
          account_id: accountId,
          location_id: locationId,
          source_id: form.sourceId,
          phone,
          website,
          enabled: true,
        });
      }
      continue;
    }
    if ((existing.phone ?? null) !== phone || (existing.website ?? null) !== website) {
      plan.patch.push({ id: existing.id, body: { account_id: accountId, phone, website } });
    }
  }
  return plan;
}

/** The overrides that carry a phone (or a website), for the detail page's directory-specific sections. */
export function overridesWith(overrides: SourceOverride[], field: 'phone' | 'website'): SourceOverride[] {
  return overrides.filter((override) => Boolean(override[field]));
}
