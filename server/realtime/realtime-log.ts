/** Where the realtime server and its Redis fan-out report trouble that does not stop them. */
export type RealtimeLog = { warn(message: string, error?: unknown): void };
