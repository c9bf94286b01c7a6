import type { BillingIntervalUnit } from '@repute/domain/billing';
import { getAuth } from '@repute/domain/contracts/auth';
import {
  getBillingDisplaySettings,
  getBillingState,
  getPricingPreview,
  getSmsPreview,
  listBillingPlans,
  purchaseSms,
  startCheckout,
} from '@repute/domain/contracts/billing';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/call-endpoint';
import { refreshAuth } from '../../shared/auth/auth-store';

export const billingKeys = {
  all: ['billing'] as const,
  state: (accountId: number) => ['billing', accountId, 'state'] as const,
  display: (accountId: number) => ['billing', accountId, 'display_settings'] as const,
  plans: () => ['billing', 'plans'] as const,
  smsPreview: (accountId: number, quantity: number) => ['billing', accountId, 'sms_preview', quantity] as const,
  preview: (accountId: number, planId: number, unit: BillingIntervalUnit) =>
    ['billing', accountId, 'pricing_preview', planId, unit] as const,
};

/** The account's billing state; while a checkout's payment is on its way, it is asked again until it arrives. */
export function useBillingState(accountId: number, awaitingPayment = false) {
  return useQuery({
    queryKey: billingKeys.state(accountId),
    queryFn: () => callEndpoint(getBillingState, { params: { accountId } }),
    refetchInterval: (query) => (awaitingPayment && query.state.data?.account_active === false ? 2000 : false),
  });
}

/** Whether prices are shown (not when billing is off, spec 000 §7 display_settings). */
export function useBillingDisplay(accountId: number, enabled = true) {
  return useQuery({
    queryKey: billingKeys.display(accountId),
    queryFn: () => callEndpoint(getBillingDisplaySettings, { params: { accountId } }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: enabled && accountId > 0,
  });
}

export function useBillingPlans() {
  return useQuery({ queryKey: billingKeys.plans(), queryFn: () => callEndpoint(listBillingPlans) });
}

export function usePricingPreview(accountId: number, planId: number | null, unit: BillingIntervalUnit) {
  return useQuery({
    queryKey: billingKeys.preview(accountId, planId ?? 0, unit),
    queryFn: () =>
      callEndpoint(getPricingPreview, { params: { accountId }, query: { plan_id: planId ?? 0, interval_unit: unit } }),
    enabled: planId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Pays for a plan: the provider's page when it has one (the browser goes there), else paid at once; then the
 * session learns the account is active again and every screen's data is read anew (the plan's features).
 */
export function useStartCheckout(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { plan_id: number; interval_unit: BillingIntervalUnit }) =>
      callEndpoint(startCheckout, { params: { accountId }, body: choice }),
    onSuccess: async (answer) => {
      if (!answer.checkout_url) await catchUpWithPayment(queryClient);
    },
  });
}

/** Once a payment made the account active, the session learns it and every screen reads its data anew. */
export async function catchUpWithPayment(queryClient: QueryClient) {
  refreshAuth(await callEndpoint(getAuth));
  await queryClient.invalidateQueries();
}

/** What a number of SMS credits costs; asked only for a quantity the API would accept. */
export function useSmsPreview(accountId: number, quantity: number, valid: boolean) {
  return useQuery({
    queryKey: billingKeys.smsPreview(accountId, quantity),
    queryFn: () => callEndpoint(getSmsPreview, { params: { accountId }, query: { quantity } }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseSms(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quantity: number) => callEndpoint(purchaseSms, { params: { accountId }, body: { quantity } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.state(accountId) }),
  });
}
