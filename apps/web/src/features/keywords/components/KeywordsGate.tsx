import type { ReactNode } from 'react';
import { useKeywordsAccess } from '../../../shared/insights/use-keywords-access';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { KEYWORDS_TEXT } from '../keywords-text';

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
  return (
    <>
      <PageHeader title={title} />
      <ErrorAlert>{KEYWORDS_TEXT.noPermission}</ErrorAlert>
    </>
  );
}
