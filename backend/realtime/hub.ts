/**
 * Who is joined to what: the sockets' channels by topic, public and private apart (as hosted
 * Realtime keeps them: a public channel of the same name never sees a private message).
 */
import { type Broadcast, type Vsn, encodeBroadcast } from './frames';

export interface Subscriber {
  readonly vsn: Vsn;
  /** Whether it gets its own broadcasts back (`config.broadcast.self`). */
  readonly self: boolean;
  /** Sends an encoded frame; must not throw and must not wait. */
  send(frame: string | Buffer): void;
}

export const topicKey = (subTopic: string, isPrivate: boolean) =>
  `${isPrivate ? 'private' : 'public'}:${subTopic}`;

export class Hub {
  private readonly topics = new Map<string, Set<Subscriber>>();

  add(key: string, sub: Subscriber): void {
    let set = this.topics.get(key);
    if (!set) this.topics.set(key, (set = new Set()));
    set.add(sub);
  }

  remove(key: string, sub: Subscriber): void {
    const set = this.topics.get(key);
    if (!set) return;
    set.delete(sub);
    if (set.size === 0) this.topics.delete(key);
  }

  /**
   * Sends a broadcast to every subscriber of the topic (but `from` unless it asked for its own),
   * encoded once per serializer. The topic of each frame is the channel's join topic.
   */
  publish(key: string, subTopic: string, b: Broadcast, from?: Subscriber): number {
    const set = this.topics.get(key);
    if (!set) return 0;
    const joinTopic = `realtime:${subTopic}`;
    const encoded = new Map<Vsn, string | Buffer | null>();
    let sent = 0;
    for (const sub of [...set]) {
      if (sub === from && !sub.self) continue;
      let frame = encoded.get(sub.vsn);
      if (frame === undefined) {
        frame = encodeBroadcast(sub.vsn, joinTopic, b);
        encoded.set(sub.vsn, frame);
      }
      if (frame === null) continue;
      sub.send(frame);
      sent += 1;
    }
    return sent;
  }
}
