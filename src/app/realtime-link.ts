import { clientBuildId } from '../api/client-build.ts';
import { connectRealtime, type RealtimeConnection } from '../api/socket-client.ts';
import { notificationsSocketConnected, receiveNotification } from '../jobs/notifications-runtime.ts';
import { listenForNotifications } from '../jobs/socket-notifications.ts';
import { appStore, sessionAtom, startupAtom } from '../session/app-store.ts';
import { reloadStartup } from '../session/session-runtime.ts';
import { queryClient } from './query-client.ts';
import { connectionActor, updateActor } from './live-actors.ts';

let connection: RealtimeConnection | undefined;
let connectedToken: string | undefined;
// Settings changes rewrite the start-up data too; only a new company moves the socket.
let joinedCompany: number | undefined;
// Between a company switch and the server's answer the socket may still be in the old room: a
// notification then would land in the new company's bell. The reload on the answer fills the gap.
let roomConfirmed = false;

/** Keeps one socket for the logged-in session: its company's room, closed on logout. */
function follow(): void {
  const session = appStore.get(sessionAtom);
  const startup = appStore.get(startupAtom);
  if (!session || !startup) {
    if (!session && connection) {
      const closing = connection;
      connection = undefined;
      connectedToken = undefined;
      closing.close();
    }
    return;
  }
  if (connection && connectedToken === session.token) {
    if (joinedCompany !== startup.company.id) {
      joinedCompany = startup.company.id;
      roomConfirmed = false;
      connection.switchCompany(startup.company.id);
    }
    return;
  }
  const previous = connection;
  connection = undefined;
  previous?.close();
  connectedToken = session.token;
  joinedCompany = startup.company.id;
  const opened: RealtimeConnection = connectRealtime({
    token: session.token,
    companyId: startup.company.id,
    build: clientBuildId,
    onReloadMessage: () => updateActor.send({ type: 'SERVER_UPDATE' }),
    onReload: () => updateActor.send({ type: 'SERVER_RELOAD' }),
    onStatus: (status) => {
      // A socket we closed ourselves (logout, new session) says 'disconnected' too: that is no lost connection.
      if (connection !== opened) return;
      if (status === 'connected') {
        connectionActor.send({ type: 'SOCKET_CONNECTED' });
        roomConfirmed = true;
        // The room was not joined a moment ago: the bell reloads what it may have missed.
        notificationsSocketConnected();
      }
      // Refused sockets (unauthorized, forbidden) stay closed; the app works without live messages.
      if (status === 'disconnected') connectionActor.send({ type: 'SOCKET_DISCONNECTED' });
    },
  });
  roomConfirmed = false;
  // A paid checkout changed the company's plan (decision 0044): the guards and the pricing page read it from the start-up data.
  opened.socket.on('planChanged', () => {
    if (connection === opened && roomConfirmed) void reloadStartup();
  });
  listenForNotifications(opened.socket, (message) => {
    if (connection === opened && roomConfirmed) receiveNotification(message);
  });
  // An admin changed the company's settings or someone's access: rights, plan, suites and company
  // settings come with the start-up data, so reloading it applies the change without a page reload.
  opened.socket.on('settingsChanged', () => {
    if (connection !== opened || !roomConfirmed) return;
    void reloadStartup();
    void queryClient.invalidateQueries({ queryKey: ['settings'] });
  });
  connection = opened;
}

export function startRealtimeLink(): void {
  appStore.sub(sessionAtom, follow);
  appStore.sub(startupAtom, follow);
  follow();
}
