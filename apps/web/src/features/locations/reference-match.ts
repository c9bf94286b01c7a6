type Named = { id: number; name: string; code?: string };

/** Type-ahead of spec 000 §5: names that start with the typed text (all of them while nothing is typed). */
export function namesStartingWith(items: Named[], typed: string): string[] {
  const text = typed.trim().toLowerCase();
  const names = items.map((item) => item.name);
  if (!text) return names;
  const exact = items.find((item) => item.name.toLowerCase() === text);
  // A chosen value shows the whole list again, so another can be picked.
  if (exact) return names;
  return items.filter((item) => item.name.toLowerCase().startsWith(text)).map((item) => item.name);
}

/** The item a typed text names: its name or its code, any case. */
export function matchByNameOrCode<Item extends Named>(items: Item[], typed: string): Item | undefined {
  const text = typed.trim().toLowerCase();
  if (!text) return undefined;
  return items.find((item) => item.name.toLowerCase() === text || item.code?.toLowerCase() === text);
}

/** The item whose name is the typed text, any case. */
export function matchByName<Item extends Named>(items: Item[], typed: string): Item | undefined {
  const text = typed.trim().toLowerCase();
  return text ? items.find((item) => item.name.toLowerCase() === text) : undefined;
}
