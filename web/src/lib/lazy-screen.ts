/**
 * @module
 * A screen whose code is downloaded on its first render, or earlier through `preload` (a gate
 * that is still asking who is signed in can fetch it meanwhile); one download either way.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The lazily loaded screen and the function that starts its download. */
export interface LazyScreen<P extends object> {
  Screen: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<unknown>;
}

/** Wraps `load`, which resolves to the screen's component. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((Screen) => ({ default: Screen }));
    return loading;
  };
  return { Screen: lazy(preload), preload };
}
