import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableComponent<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the chunk now (once), before anything renders the component. */
  preload: () => Promise<unknown>;
};

/** React.lazy for a named export: each page keeps its named export and still gets its own chunk. */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): PreloadableComponent<Props> {
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
}
