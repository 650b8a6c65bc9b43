/**
 * @module
 * A screen whose code is downloaded on its first render, or earlier through `preload` (a gate
 * that is still asking who is signed in can fetch it meanwhile): the `onDemand` download, once,
 * with a failure forgotten so the render that follows tries again.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { onDemand } from './on-demand.ts';

/** The lazily loaded screen and the function that starts its download. */
export interface LazyScreen<P extends object> {
  Screen: LazyExoticComponent<ComponentType<P>>;
  preload: () => void;
}

/** Wraps `load`, which resolves to the screen's component. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  const code = onDemand(load);
  return {
    Screen: lazy(async () => ({ default: await code.load() })),
    preload: code.preload,
  };
}
