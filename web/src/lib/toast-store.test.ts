import { afterEach, describe, expect, it } from 'vitest';
import {
  currentToasts,
  dismissToast,
  removeToast,
  subscribeToasts,
  toast,
  toastError,
} from './toast-store.ts';

afterEach(() => {
  for (const shown of currentToasts()) removeToast(shown.id);
});

describe('the toasts', () => {
  it('show one at a time, the newest, and tell their listeners', () => {
    const heard: string[][] = [];
    const stop = subscribeToasts((toasts) => heard.push(toasts.map((each) => each.title)));
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'More' });
    stop();
    toast({ title: 'Unheard' });
    expect(heard).toEqual([['First'], ['Second']]);
    expect(currentToasts().map((each) => each.title)).toEqual(['Unheard']);
  });

  it('write a failure as Error with its message, or the fallback', () => {
    toastError(new Error('401: Unauthorized'));
    expect(currentToasts()[0]).toMatchObject({
      title: 'Error',
      description: '401: Unauthorized',
      variant: 'destructive',
    });
    toastError('not an error', 'Error', 'Failed to update attendance');
    expect(currentToasts()[0]?.description).toBe('Failed to update attendance');
  });

  it('close, then go', () => {
    toast({ title: 'Saved' });
    const [shown] = currentToasts();
    dismissToast(shown?.id ?? 0);
    expect(currentToasts()[0]?.open).toBe(false);
    removeToast(shown?.id ?? 0);
    expect(currentToasts()).toEqual([]);
  });
});
