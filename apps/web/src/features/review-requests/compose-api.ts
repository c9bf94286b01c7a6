import { IMAGE_UPLOAD_TIMEOUT_MS, type RequestType } from '@repute/domain';
import type { EndpointResult } from '@repute/domain/contracts/endpoint';
import { listRequestContacts, uploadHeaderImage } from '@repute/domain/contracts/review-requests';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
import { callEndpoint, endpointRequest } from '../../shared/api/call-endpoint';
import { useAuth } from '../../shared/auth/use-auth';
import { requestKeys } from './api';

/** The picker's page size: a short list to scan, the rest a page away. */
export const CONTACTS_PER_PAGE = 10;

/** One page of the account's known contacts (GET /contacts, decision 0092) matching the search. */
export function useRequestContacts(requestType: RequestType, search: string, page: number) {
  const accountId = useAuth()?.account_id ?? 0;
  return useQuery({
    queryKey: requestKeys.contacts(accountId, requestType, search, page),
    queryFn: () =>
      callEndpoint(listRequestContacts, {
        query: { account_id: accountId, request_type: requestType, search, page, per_page: CONTACTS_PER_PAGE },
      }),
    enabled: accountId > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Sends a header image's bytes (spec 000 §4: it times out after 15 s) and answers its address. The body is the
 * file itself, which the contract leaves to the route, so the call is made here rather than by callEndpoint.
 */
export const useUploadHeaderImage = () =>
  useMutation({
    mutationFn: (file: File) =>
      api.request<EndpointResult<typeof uploadHeaderImage>>({
        ...endpointRequest(uploadHeaderImage, {}),
        body: file,
        timeoutMs: IMAGE_UPLOAD_TIMEOUT_MS,
      }),
    meta: { silent: true },
  });
