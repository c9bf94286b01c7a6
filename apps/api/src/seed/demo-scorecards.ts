import { DEFAULT_SCORECARD_STANDARDS } from '@repute/domain';
import { createSandboxPlaceLookup } from '../modules/scorecards';
import { gradeProspect, newPublicId } from '../modules/scorecards/prospect-grading';
import type { Database } from '../platform/db/client';
import { scorecardRequests } from '../platform/db/schema';

/** Prospects a partner of the demo has graded, so its Scorecards tool and their public pages have content. */
const DEMO_PROSPECTS = [
  { name: 'Lakeview Family Dental', address: '2100 N 45th St, Seattle, WA 98103' },
  { name: 'Riverside Pilates Studio', address: '88 Water St, Boston, MA 02109' },
];

/** Once, when the partner's account is created: the sandbox grades each prospect as POST /scorecard_requests does. */
export async function seedDemoScorecards(db: Database, accountId: number, contactEmail: string): Promise<void> {
  const places = createSandboxPlaceLookup();
  for (const prospect of DEMO_PROSPECTS) {
    const graded = await gradeProspect(places, DEFAULT_SCORECARD_STANDARDS, prospect);
    await db.insert(scorecardRequests).values({
      accountId,
      publicId: newPublicId(),
      businessName: prospect.name,
      address: prospect.address,
      contactEmail,
      contactPhone: '(206) 555-0199',
      message: 'We help local businesses earn more five-star reviews. Let us walk you through this scorecard.',
      ...graded,
    });
  }
}
