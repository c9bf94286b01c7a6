import {
  type ExportScale,
  idListSchema,
  idSchema,
  isoDateSchema,
  type SelectorType,
  scoreOnExportScale,
} from '@repute/domain';
import { z } from 'zod';
import type { Caller } from '../../platform/auth/caller';
import { type CsvColumn, defineCsv, pagedBatches } from '../exports';
import type { MicrosurveysService } from './microsurveys.service';

/**
 * The export's filters: one microsurvey or some locations (else all), the days answered (UTC, both included; a
 * scheduled export names them from and to), the scale.
 */
export const microsurveyResponsesFilters = z.object({
  microsurvey_id: idSchema.optional(),
  location_id: idListSchema.optional(),
  start_date: isoDateSchema.optional(),
  end_date: isoDateSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Spec 001 §9: star rating 1 to 5 (default) or NPS scale 1 to 10. */
  scale: z.enum(['star', 'nps']).default('star'),
});
export type MicrosurveyResponsesFilters = z.infer<typeof microsurveyResponsesFilters>;

export type ResponseExportRow = {
  id: number;
  createdAt: Date;
  locationId: number;
  locationName: string;
  microsurveyId: number | null;
  microsurveyName: string | null;
  selectorType: SelectorType;
  score: number;
  feedback: string;
  kiosk: boolean;
};

const PAGE = 2000;

/** microsurvey_responses (spec 000 §7, 001 §9): every answer, newest first, with its score on the scale asked for. */
export function microsurveyResponsesCsv(microsurveys: Pick<MicrosurveysService, 'responsesPage'>) {
  const columns: CsvColumn<ResponseExportRow & { scale: ExportScale }>[] = [
    { header: 'id', value: (row) => row.id },
    { header: 'created_at', value: (row) => row.createdAt.toISOString() },
    { header: 'location_id', value: (row) => row.locationId },
    { header: 'location_name', value: (row) => row.locationName },
    { header: 'microsurvey_id', value: (row) => row.microsurveyId ?? '' },
    { header: 'microsurvey_name', value: (row) => row.microsurveyName ?? '' },
    { header: 'selector_type', value: (row) => row.selectorType },
    { header: 'score', value: (row) => row.score },
    { header: 'scale', value: (row) => row.scale },
    { header: 'rating', value: (row) => scoreOnExportScale(row.selectorType, row.score, row.scale) },
    { header: 'feedback', value: (row) => row.feedback },
    { header: 'kiosk', value: (row) => String(row.kiosk) },
  ];
  return defineCsv({
    permission: ['request', 'read'],
    settings: ['microsurveys'],
    filters: microsurveyResponsesFilters,
    columns,
    open: (caller: Caller, filters: MicrosurveyResponsesFilters) =>
      pagedBatches(PAGE, async (page, perPage) =>
        (
          await microsurveys.responsesPage(
            caller,
            {
              microsurvey_id: filters.microsurvey_id,
              location_ids: filters.location_id,
              start_date: filters.start_date ?? filters.from,
              end_date: filters.end_date ?? filters.to,
            },
            page,
            perPage,
          )
        ).map((row) => ({
          ...row,
          scale: filters.scale,
        })),
      ),
  });
}
