import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useBillingDisplay } from '../../billing';
import { useLocationPreview } from '../api/location-extras-api';
import { useErrorToast } from '../hooks/use-error-toast';
import { costNotice, seesExactCost } from '../location-rules';
import { LOCATION_TEXT } from '../messages';

type CostNoticeProps = { accountId: number; userTypeId: number | undefined; isWhitelabel: boolean };

/**
 * What adding a location costs (spec 001 §6): the exact price for Admins of non-white-label accounts. With billing
 * off nothing is priced, so nothing is said (decision 0134).
 */
export function CostNotice({ accountId, userTypeId, isWhitelabel }: CostNoticeProps) {
  const display = useBillingDisplay(accountId);
  const exact = seesExactCost(userTypeId, isWhitelabel);
  const preview = useLocationPreview(accountId, exact);
  useErrorToast(preview.error, LOCATION_TEXT.pricingPreview);
  if (display.data?.show_prices === false) return null;
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
      {costNotice({ userTypeId, isWhitelabel, preview: preview.data })}
    </Alert>
  );
}
