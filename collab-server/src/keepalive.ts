import type { WebSocket, WebSocketServer } from 'ws';

/**
 * Pings every socket each interval and cuts those that did not answer the previous ping, so a
 * vanished client (sleeping laptop, dropped network) leaves its room within two intervals
 * instead of holding it open until TCP gives up.
 */
export function startKeepalive(wss: WebSocketServer, intervalMs: number): { stop(): void } {
  const answered = new WeakMap<WebSocket, boolean>();
  const onConnection = (socket: WebSocket): void => {
    answered.set(socket, true);
    socket.on('pong', () => answered.set(socket, true));
  };
  wss.on('connection', onConnection);

  const timer = setInterval(() => {
    for (const socket of wss.clients) {
      if (answered.get(socket) === false) {
        socket.terminate();
        continue;
      }
      answered.set(socket, false);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();

  return {
    stop() {
      clearInterval(timer);
      wss.off('connection', onConnection);
    },
  };
}
