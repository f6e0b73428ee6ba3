/**
 * Formerly installed the server adapter as a side effect. The http client now loads the gateway
 * lazily on the server by itself (lib/http/index.ts), so this import is no longer needed; it stays
 * harmless for modules that still have it.
 */
export {};
