import type { ReactNode } from 'react';
import { useKeywordsAccess } from '../../../shared/insights/use-keywords-access';
import { PermissionScreen } from '../../../shared/ui/PermissionScreen';

type KeywordsGateProps = {
  title: string;
  /** The category page needs the experience_analysis setting as well. */
  needs?: 'screens' | 'categories';
  children: ReactNode;
};

/** Spec 001 §6: without insights read and the insights setting (and, for categories, experience_analysis) a Keywords screen says so instead. */
export function KeywordsGate({ title, needs = 'screens', children }: KeywordsGateProps) {
  const access = useKeywordsAccess();
  if (access[needs]) return children;
  return <PermissionScreen title={title} />;
}
