import type { OauthErrorCode } from '@repute/domain/api-access';

/**
 * An error of the OAuth protocol (RFC 6749 §4.1.2.1 and §5.2): the token endpoint answers it as
 * `{ error, error_description }` with 400 (401 for invalid_client); the consent step sends it to the redirect URI.
 */
export class OauthError extends Error {
  constructor(
    readonly code: OauthErrorCode,
    readonly description: string,
  ) {
    super(description);
  }

  get status(): 400 | 401 {
    return this.code === 'invalid_client' ? 401 : 400;
  }

  get body() {
    return { error: this.code, error_description: this.description };
  }
}
