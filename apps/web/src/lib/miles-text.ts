import {
  maySetMiles,
  MILES_PRECISION_LABELS,
  MILES_PRECISION_WORDS,
  MILES_SOURCE_LABELS,
  type MilesPrecision,
  type MilesSource,
} from '@livery/domain';
import { useSessionState } from './session';

const isMilesSource = (source: string): source is MilesSource => Object.hasOwn(MILES_SOURCE_LABELS, source);

export interface MilesFacts {
  miles: number;
  /** How they were measured (a source the web does not know is shown as the server wrote it). */
  milesSource: string | null;
  /** How exactly the trip's points were placed (issue 25); null for a trip priced before it was kept. */
  milesPrecision: MilesPrecision | null;
}

/**
 * A trip's miles as its reader reads them. Staff, who price trips and may type miles (`maySetMiles`), see how they
 * were worked out: "12.3 mi (road route) · ZIP code centre". Anyone else reads plain words: "12.3 mi · Distance
 * estimated from the ZIP code".
 */
export function milesText({ miles, milesSource, milesPrecision }: MilesFacts, forStaff: boolean): string {
  if (!forStaff) return milesPrecision ? `${miles} mi · ${MILES_PRECISION_WORDS[milesPrecision]}` : `${miles} mi`;
  const source = milesSource ? ` (${isMilesSource(milesSource) ? MILES_SOURCE_LABELS[milesSource] : milesSource})` : '';
  return `${miles} mi${source}${milesPrecision ? ` · ${MILES_PRECISION_LABELS[milesPrecision]}` : ''}`;
}

/** Whether the signed-in person reads the miles as staff do (see `milesText`). */
export const useReadsMilesAsStaff = (): boolean => maySetMiles(useSessionState().user);
