/**
 * The build this bundle is (vite.config.ts stamps it at `vite build`); undefined under `npm run dev`
 * and in unit tests. Sent with the socket's handshake, so a server of a newer build can ask this
 * client to reload (SPEC §4).
 */
const stamped: unknown = import.meta.env.VITE_BUILD_ID;
export const clientBuildId: string | undefined = typeof stamped === 'string' && stamped !== '' ? stamped : undefined;
