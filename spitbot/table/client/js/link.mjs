// The table's one WebSocket (docs/table.md): hello on every open, the server's pings
// answered at once, our own pings to measure the round trip and the server's clock,
// and reconnection with back-off (0.5 s, 1 s, 2 s … at most 10 s) when it drops.

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 10000];
const PING_EVERY_MS = 5000;
const FATAL = new Set([4001, 4004]);

export class Link {
  /**
   * @param {() => object} hello builds the hello frame (the latest ticket and version)
   * @param {(message: object) => void} onMessage every frame but pings and pongs
   * @param {(state: string, detail?: object) => void} onLink "connecting", "open", "lost", "closed"
   */
  constructor(url, hello, onMessage, onLink) {
    this.url = url;
    this.hello = hello;
    this.onMessage = onMessage;
    this.onLink = onLink;
    this.socket = null;
    this.attempt = 0;
    this.pingSeq = 0;
    this.rtts = [];
    this.rtt = null;
    this.offset = 0; // server clock minus ours, in ms
    this.stopped = false;
    this.timer = null;
    this.pinger = null;
  }

  open() {
    this.stopped = false;
    this.onLink(this.attempt ? 'reconnecting' : 'connecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify(this.hello()));
      this.pinger = setInterval(() => this.ping(), PING_EVERY_MS);
    });
    socket.addEventListener('message', (event) => this.receive(event.data));
    socket.addEventListener('close', (event) => this.closed(socket, event));
  }

  receive(data) {
    let message;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    const now = Date.now();
    if (message.type === 'ping') {
      this.send({ type: 'pong', seq: message.seq, server_ms: message.server_ms });
      return;
    }
    if (message.type === 'pong') {
      const rtt = now - message.client_ms;
      this.rtts.push(rtt);
      if (this.rtts.length > 9) this.rtts.shift();
      this.rtt = [...this.rtts].sort((a, b) => a - b)[Math.floor(this.rtts.length / 2)];
      this.offset = message.server_ms - (message.client_ms + rtt / 2);
      this.onLink('open', { rtt: this.rtt });
      return;
    }
    if (message.type === 'welcome') {
      this.attempt = 0;
      if (typeof message.server_ms === 'number') this.offset = message.server_ms - now;
      this.onLink('open', { rtt: this.rtt });
      this.ping();
    }
    this.onMessage(message);
  }

  ping() {
    this.pingSeq += 1;
    this.send({ type: 'ping', seq: this.pingSeq, client_ms: Date.now() });
  }

  /** The server's clock now, as well as we can tell. */
  serverNow() {
    return Date.now() + this.offset;
  }

  send(frame) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  closed(socket, event) {
    if (socket !== this.socket) return;
    clearInterval(this.pinger);
    this.socket = null;
    if (this.stopped) return;
    if (FATAL.has(event.code)) {
      this.onLink('closed', { code: event.code });
      return;
    }
    const wait = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt += 1;
    this.onLink('lost', { code: event.code, wait });
    this.timer = setTimeout(() => this.open(), wait);
  }

  /** Drop the socket as a network would (tests, and a page going away). */
  drop() {
    if (this.socket) this.socket.close();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.socket) this.socket.close(1000);
  }
}
