import { LocalListingsPage } from '../../features/local-listings/pages/LocalListingsPage';
import { BulkEditHoursModal } from '../../features/locations/components/BulkEditHoursModal';
import { BulkHolidayHoursModal } from '../../features/locations/components/BulkHolidayHoursModal';

/** Local Listings with the locations feature's bulk hours modals (spec 001 §2 bulk actions), composed here. */
export function LocalListingsScreen() {
  return <LocalListingsPage bulkModals={{ hours: BulkEditHoursModal, holidayHours: BulkHolidayHoursModal }} />;
}
