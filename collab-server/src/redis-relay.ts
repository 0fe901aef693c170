import { randomUUID } from 'node:crypto';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { createClient } from 'redis';
import type { Logger } from './logger.js';

/**
 * What instances tell each other about one room, on the Redis channel `workhub:collab:<room>`.
 * Only instances that have the room open are subscribed to its channel.
 */
export type RelayMessage =
  | { kind: 'update'; update: Uint8Array }
  | { kind: 'awareness'; update: Uint8Array }
  /** "Send me what I lack": from an instance opening the room (or back after a Redis outage). */
  | { kind: 'sync-request'; id: string; stateVector: Uint8Array }
  /** The answer, addressed to the requester: what it lacked, our state vector and who is present. */
  | { kind: 'sync-answer'; to: string; id: string; update: Uint8Array; stateVector: Uint8Array; awareness: Uint8Array };

export type RelayHandler = (message: RelayMessage, from: string) => void;

/** Relays rooms between collab-server instances; see RedisRelay. */
export interface Relay {
  /** Tags every message this instance publishes, so it skips its own. */
  readonly instanceId: string;
  /** Resolves once subscribed, with the function that removes this handler (and only it). */
  subscribe(room: string, handler: RelayHandler): Promise<() => Promise<void>>;
  /** Resolves with how many subscribers (instances, this one included) received it. */
  publish(room: string, message: RelayMessage): Promise<number>;
  /** The last full state an instance saved when it freed the room (shared by all instances). */
  loadSnapshot(room: string): Promise<Uint8Array | null>;
  saveSnapshot(room: string, state: Uint8Array): Promise<void>;
  /**
   * Claims the right to seed a never-seen room from its stored content: true for the one
   * instance that claims it first, false for every other (they take the seeded state from it).
   */
  claimSeed(room: string): Promise<boolean>;
  /** Called after the connection to Redis came back: messages may have been missed meanwhile. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

export const relayChannel = (room: string) => `workhub:collab:${room}`;
const snapshotKey = (room: string) => `workhub:collab:state:${room}`;
const seedClaimKey = (room: string) => `workhub:collab:seeded:${room}`;
/** Snapshots outlive any session; a week without anyone opening the room lets Redis drop them. */
const SNAPSHOT_TTL_SECONDS = 7 * 24 * 3600;
const COMMAND_TIMEOUT_MS = 5_000;

const kinds = ['update', 'awareness', 'sync-request', 'sync-answer'] as const;

export function encodeRelayMessage(from: string, message: RelayMessage): Buffer {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, from);
  encoding.writeVarUint(encoder, kinds.indexOf(message.kind));
  switch (message.kind) {
    case 'update':
    case 'awareness':
      encoding.writeVarUint8Array(encoder, message.update);
      break;
    case 'sync-request':
      encoding.writeVarString(encoder, message.id);
      encoding.writeVarUint8Array(encoder, message.stateVector);
      break;
    case 'sync-answer':
      encoding.writeVarString(encoder, message.to);
      encoding.writeVarString(encoder, message.id);
      encoding.writeVarUint8Array(encoder, message.update);
      encoding.writeVarUint8Array(encoder, message.stateVector);
      encoding.writeVarUint8Array(encoder, message.awareness);
      break;
  }
  return Buffer.from(encoding.toUint8Array(encoder));
}

export function decodeRelayMessage(bytes: Uint8Array): { from: string; message: RelayMessage } {
  const decoder = decoding.createDecoder(bytes);
  const from = decoding.readVarString(decoder);
  const kind = kinds[decoding.readVarUint(decoder)];
  switch (kind) {
    case 'update':
    case 'awareness':
      return { from, message: { kind, update: decoding.readVarUint8Array(decoder) } };
    case 'sync-request':
      return { from, message: { kind, id: decoding.readVarString(decoder), stateVector: decoding.readVarUint8Array(decoder) } };
    case 'sync-answer':
      return {
        from,
        message: {
          kind,
          to: decoding.readVarString(decoder),
          id: decoding.readVarString(decoder),
          update: decoding.readVarUint8Array(decoder),
          stateVector: decoding.readVarUint8Array(decoder),
          awareness: decoding.readVarUint8Array(decoder),
        },
      };
    default:
      throw new Error('unknown relay message kind');
  }
}

/**
 * node-redis, two connections: one subscribed to the channels of the rooms open here, one for
 * commands. Reconnects on its own; while Redis is away, publishes wait in node-redis' queue (or
 * time out) and the rooms keep working locally.
 */
function newClient(url: string) {
  return createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000), connectTimeout: COMMAND_TIMEOUT_MS },
  });
}
type RedisClient = ReturnType<typeof newClient>;

export class RedisRelay implements Relay {
  readonly instanceId = randomUUID();
  private readonly reconnectListeners: Array<() => void> = [];

  private constructor(
    private readonly commands: RedisClient,
    private readonly subscriber: RedisClient,
  ) {}

  static async connect(url: string, log: Logger): Promise<RedisRelay> {
    const commands = newClient(url);
    const subscriber = newClient(url);
    const relay = new RedisRelay(commands, subscriber);
    // Without an 'error' listener node-redis would crash the process on a lost connection.
    let lastError = '';
    for (const client of [commands, subscriber]) {
      client.on('error', (error: unknown) => {
        const text = error instanceof Error ? error.message : String(error);
        if (text !== lastError) log.error(`collab-server: Redis: ${text}`);
        lastError = text;
      });
    }
    let ready = 0;
    subscriber.on('ready', () => {
      lastError = '';
      if (ready++ > 0) {
        log.info('collab-server: Redis connection back, resyncing open rooms');
        for (const listener of relay.reconnectListeners) listener();
      }
    });
    try {
      await withTimeout('connecting to Redis', Promise.all([commands.connect(), subscriber.connect()]));
    } catch (error) {
      await Promise.allSettled([commands.destroy(), subscriber.destroy()]);
      throw error;
    }
    return relay;
  }

  async subscribe(room: string, handler: RelayHandler): Promise<() => Promise<void>> {
    const listener = (message: Buffer) => {
      let decoded: ReturnType<typeof decodeRelayMessage>;
      try {
        decoded = decodeRelayMessage(new Uint8Array(message));
      } catch {
        return; // not ours: another program on the channel
      }
      if (decoded.from !== this.instanceId) handler(decoded.message, decoded.from);
    };
    const channel = relayChannel(room);
    await withTimeout('subscribing', this.subscriber.subscribe(channel, listener, true));
    return () => withTimeout('unsubscribing', this.subscriber.unsubscribe(channel, listener, true));
  }

  publish(room: string, message: RelayMessage): Promise<number> {
    return withTimeout('publishing', this.commands.publish(relayChannel(room), encodeRelayMessage(this.instanceId, message)));
  }

  async loadSnapshot(room: string): Promise<Uint8Array | null> {
    const value = await withTimeout('reading a snapshot', this.commands.get(snapshotKey(room)));
    return typeof value === 'string' ? new Uint8Array(Buffer.from(value, 'base64')) : null;
  }

  async saveSnapshot(room: string, state: Uint8Array): Promise<void> {
    await withTimeout(
      'saving a snapshot',
      this.commands.set(snapshotKey(room), Buffer.from(state).toString('base64'), { EX: SNAPSHOT_TTL_SECONDS }),
    );
  }

  async claimSeed(room: string): Promise<boolean> {
    // Lives as long as a snapshot would: a room idle for longer starts over from its content.
    const reply = await withTimeout(
      'claiming a seed',
      this.commands.set(seedClaimKey(room), this.instanceId, { NX: true, EX: SNAPSHOT_TTL_SECONDS }),
    );
    return reply === 'OK';
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.commands.close(), this.subscriber.close()]);
  }
}

function withTimeout<T>(what: string, promise: Promise<T>, ms = COMMAND_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis: timed out ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
