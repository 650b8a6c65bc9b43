/**
 * @module
 * Texts the screens show that the spec does not word, as the app defines them.
 */

/** What anything that needs the server says while the device is offline. */
export const NEEDS_CONNECTION =
  'This needs a connection to the server. Check the Wi-Fi and try again.';
