import { describe, expect, it } from 'vitest';
import { scheduledExportReportLink } from './scheduled-export-links';

const reviews = {
  id: 7,
  export_type: 'reviews' as const,
  resource_id: null,
  date_range_legend: 'previous_month',
  filters: { location_id: 3, rating: 1, sentiment: 'negative' as const },
};

describe('the link from a scheduled export to its report', () => {
  it('carries the export settings in the filter bar query', () => {
    expect(scheduledExportReportLink(reviews)).toBe(
      '/reviews?dateDescriptor=prevMonth&locationId=3&rating=1&sentiment=negative',
    );
  });

  it('opens the flyout on the export with flyout_edit=true', () => {
    expect(scheduledExportReportLink(reviews, { edit: true })).toBe(
      '/reviews?dateDescriptor=prevMonth&locationId=3&rating=1&sentiment=negative&flyout_edit=true&export_id=7',
    );
  });

  it('leads a microsurvey export to its summaries and an unknown legend to yesterday', () => {
    const survey = {
      ...reviews,
      export_type: 'microsurvey_responses' as const,
      resource_id: 4,
      date_range_legend: 'x',
    };
    expect(scheduledExportReportLink({ ...survey, filters: {} })).toBe(
      '/request-reviews/microsurveys/4/summaries?dateDescriptor=yesterday',
    );
  });
});
