import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a named export: each page keeps its named export and still gets its own chunk. */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
