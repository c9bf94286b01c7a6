import type { ReactNode } from 'react';
import { useFeatureFlag } from './use-feature-flag';

type FeatureGateProps = { flag: string; children: ReactNode; fallback?: ReactNode };

/** Shows its content only while the feature flag is on (spec 000 §6), otherwise the fallback, if any. */
export function FeatureGate({ flag, children, fallback = null }: FeatureGateProps) {
  return useFeatureFlag(flag) ? children : fallback;
}
