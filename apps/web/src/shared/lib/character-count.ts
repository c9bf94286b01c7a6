/**
 * Spec 000 §5: a textarea with a limit shows 'N characters remaining', or 'N characters too many' with
 * error styling when over. Word for word, also for N = 1.
 */
export function characterCount(length: number, limit: number): { text: string; over: boolean } {
  const left = limit - length;
  return left >= 0
    ? { text: `${left} characters remaining`, over: false }
    : { text: `${-left} characters too many`, over: true };
}
