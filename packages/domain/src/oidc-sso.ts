import { z } from 'zod';
import { USER_TYPE_ID } from './user-types';

/**
 * Single sign-on with OpenID Connect (issue 31, decision 0156): an account's (or a partner's, for its children)
 * identity provider, which e-mail domains sign in through it, and which user type a first sign-in creates.
 */

/** A lower-case DNS name such as `northwind.example`: what an e-mail address has after its @. */
export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Enter a domain such as example.com');

/** Discovery is fetched over HTTPS; plain HTTP only on this machine (a local provider while testing). */
export const issuerUrlSchema = z
  .string()
  .trim()
  .url('Enter the issuer URL')
  .max(500)
  // Zod runs refinements after a failed .url() too: an unparsable value is refused here, not thrown.
  .refine((value) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    return (
      url?.protocol === 'https:' || (url?.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname))
    );
  }, 'The issuer URL must start with https://');

/** The user types a just-in-time sign-in may create: never Admin, so an IdP cannot mint admins (decision 0156). */
export const JIT_USER_TYPE_IDS = [
  USER_TYPE_ID.manager,
  USER_TYPE_ID.user,
  USER_TYPE_ID.limitedUser,
  USER_TYPE_ID.readOnly,
] as const;

export const oidcConfigurationSchema = z.object({
  enabled: z.boolean(),
  issuer: z.string(),
  client_id: z.string(),
  /** The secret itself is never sent back: only whether one is stored. */
  has_client_secret: z.boolean(),
  email_domains: z.array(z.string()),
  /** The user type of a user created on first sign-in; null: only existing users sign in. */
  jit_user_type_id: z.number().int().nullable(),
  /** Where the identity provider sends the browser back: to register at the provider. */
  redirect_uri: z.string(),
  updated_at: z.string().nullable(),
});
export type OidcConfiguration = z.infer<typeof oidcConfigurationSchema>;

export const oidcConfigurationInputSchema = z.object({
  enabled: z.boolean(),
  issuer: issuerUrlSchema,
  client_id: z.string().trim().min(1, 'Enter the client ID').max(255),
  /** Left out (or empty) keeps the stored secret. */
  client_secret: z.string().max(1000).optional(),
  email_domains: z.array(emailDomainSchema).min(1, 'Add at least one e-mail domain').max(20),
  jit_user_type_id: z
    .number()
    .int()
    .refine((id) => (JIT_USER_TYPE_IDS as readonly number[]).includes(id), 'Choose a user type')
    .nullable(),
});
export type OidcConfigurationInput = z.infer<typeof oidcConfigurationInputSchema>;

export const oidcDiscoveryTestSchema = z.object({ issuer: issuerUrlSchema });
export const oidcDiscoveryResultSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
});

export const oidcStartSchema = z.object({ email: z.string().trim().email('Enter your e-mail address').max(320) });
export const oidcRedirectSchema = z.object({ authorization_url: z.string(), state: z.string() });

export const oidcCallbackSchema = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
  /** RFC 9207: the provider names itself on the way back. */
  iss: z.string().max(500).optional(),
});

/** What the login screen says when SSO cannot sign someone in; one message for every refusal, so it reveals nothing. */
export const SSO_REFUSED = 'Single sign-on failed. Ask your administrator to check the SSO settings.';
export const SSO_NOT_SET_UP = 'Single sign-on is not set up for this e-mail address.';
