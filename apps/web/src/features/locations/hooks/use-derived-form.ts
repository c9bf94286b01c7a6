import { useCallback, useMemo, useState } from 'react';

export type DerivedForm<Values> = {
  values: Values;
  errors: Record<string, string>;
  /** The error to show for a path: after the field was left, or after a submit was tried. */
  errorOf: (path: string) => string | undefined;
  /** Whether errors of a path are shown yet (for errors kept outside the values). */
  shows: (path: string) => boolean;
  set: <Key extends keyof Values>(key: Key, value: Values[Key]) => void;
  update: (change: (values: Values) => Values) => void;
  touch: (path: string) => void;
  submitted: boolean;
  markSubmitted: () => void;
  reset: (values: Values) => void;
  /** Server answers by field, shown until that field changes. */
  setServerErrors: (errors: Record<string, string>) => void;
};

/**
 * Form state whose errors are derived from the values on every change (so an error never outlives its cause),
 * shown once a field has been left (spec 000 §5: validate on blur) or a submit was tried.
 */
export function useDerivedForm<Values extends object>(
  initial: Values,
  rules: (values: Values) => Record<string, string>,
): DerivedForm<Values> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const ruleErrors = useMemo(() => rules(values), [rules, values]);
  const errors = useMemo(() => ({ ...serverErrors, ...ruleErrors }), [ruleErrors, serverErrors]);

  const dropServerErrors = useCallback((paths: string[]) => {
    setServerErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => !paths.some((changed) => path.startsWith(changed)));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  const set = useCallback(
    <Key extends keyof Values>(key: Key, value: Values[Key]) => {
      setValues((current) => ({ ...current, [key]: value }));
      dropServerErrors([String(key)]);
    },
    [dropServerErrors],
  );

  const update = useCallback((change: (values: Values) => Values) => setValues(change), []);

  const touch = useCallback(
    (path: string) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
    [],
  );

  const shows = useCallback(
    (path: string) => submitted || touched.has(path) || Boolean(serverErrors[path]),
    [serverErrors, submitted, touched],
  );
  const errorOf = useCallback((path: string) => (shows(path) ? errors[path] : undefined), [errors, shows]);

  const reset = useCallback((next: Values) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  }, []);

  return {
    values,
    errors,
    errorOf,
    shows,
    set,
    update,
    touch,
    submitted,
    markSubmitted: useCallback(() => setSubmitted(true), []),
    reset,
    setServerErrors,
  };
}
