import { type FormErrors, schemaResolver } from '@mantine/form';

/** A field's words on the screen: when it is left empty, and when the domain refuses what was typed. */
export type FieldMessages = { required?: string; invalid?: string };

/** A zod schema of packages/domain (any Standard Schema). */
type DomainSchema = Parameters<typeof schemaResolver>[0];

type DomainResolverOptions<Values> = {
  /** The body the form sends (trimmed, with what the form does not show): the schema checks exactly that. */
  toBody?: (values: Values) => unknown;
  /** The screen's words by field, where they are not the domain's own message. */
  messages?: Partial<Record<keyof Values & string, FieldMessages>>;
  /**
   * Where the body names a field otherwise than the form (`email_subject` for the form's `name`): the body's
   * name to the form's, so the error lands on the field, and on its items (`recipient_emails.1`) as the form's.
   */
  fields?: Partial<Record<string, keyof Values & string>>;
};

/** The form's path of an error the schema filed under the body's path. */
function formPath(path: string, fields: Partial<Record<string, string>>): string {
  const [head = '', ...rest] = path.split('.');
  const field = fields[head];
  return field ? [field, ...rest].join('.') : path;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * A Mantine form's `validate` from a packages/domain schema, so a form refuses what the API would refuse, with
 * the same rules (decision 0128). Errors carry the domain's message unless `messages` names the screen's words
 * for the field: `required` when it is empty, `invalid` otherwise. `fields` files the body's errors under the
 * form's names where the two differ.
 */
export function domainResolver<Values extends object>(
  schema: DomainSchema,
  { toBody = (values) => values, messages = {}, fields = {} }: DomainResolverOptions<Values> = {},
): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors: FormErrors = {};
    for (const [path, error] of Object.entries(resolve(toBody(values)))) errors[formPath(path, fields)] ??= error;
    for (const path of Object.keys(errors)) {
      const words = (messages as Record<string, FieldMessages | undefined>)[path];
      if (!words) continue;
      const own = isBlank((values as Record<string, unknown>)[path]) ? words.required : words.invalid;
      if (own) errors[path] = own;
    }
    return errors;
  };
}

/** The error of the body as a whole (a rule between fields, such as weights adding up), not of one field. */
export function wholeFormError(errors: FormErrors): FormErrors[string] | undefined {
  return errors[''];
}
