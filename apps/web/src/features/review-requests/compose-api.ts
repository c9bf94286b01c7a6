import {
  type HalList,
  type HeaderImage,
  IMAGE_UPLOAD_TIMEOUT_MS,
  type RequestContact,
  type RequestType,
} from '@repute/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';
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
      api.get<HalList<'contacts', RequestContact>>('/contacts', {
        account_id: accountId,
        request_type: requestType,
        search,
        page,
        per_page: CONTACTS_PER_PAGE,
      }),
    enabled: accountId > 0,
    placeholderData: keepPreviousData,
  });
}

/** Sends a header image's bytes (spec 000 §4: it times out after 15 s) and answers its address. */
export const useUploadHeaderImage = () =>
  useMutation({
    mutationFn: (file: File) =>
      api.request<HeaderImage>({
        method: 'POST',
        path: '/campaigns/header_image',
        body: file,
        timeoutMs: IMAGE_UPLOAD_TIMEOUT_MS,
      }),
    meta: { silent: true },
  });
