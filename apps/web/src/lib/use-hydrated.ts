import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server's HTML is all there is, true once React runs the component in the
 * browser (at once for one a client navigation mounts). A control whose work is done by script
 * stays disabled until then: clicked earlier it would do nothing, and a form's submit button
 * would send the form the browser's way, its fields (a password too) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
