/**
 * The live bus on its own, with stand-in streams: an event to many streams is written a bounded
 * number of streams per turn of the event loop, in order, and a stream that joins while an event
 * is still being written out gets it once (from the ring), never twice.
 */
import { describe, expect, it } from 'vitest';
import { LiveBus, type LiveSubscriber } from '../../server/live/bus';
import { WRITES_PER_TURN } from '../../server/live/fan-out';

const decoder = new TextDecoder();
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A stream that keeps the drawNo of each event written to it. */
function standIn(memberId = 1): LiveSubscriber & { heard: string[] } {
  return {
    memberId,
    joinedAt: 0,
    heard: [],
    send(frame) {
      for (const match of decoder.decode(frame).matchAll(/"drawNo":"([^"]+)"/g)) this.heard.push(match[1]!);
    },
    close() {},
  };
}

const draw = (drawNo: string) => ({ kind: 'draw', game: 'BUS', drawNo }) as const;
/** The id of the frames a resync carries: where the bus stands. */
const position = (bus: LiveBus) => /^id: (\S+)/.exec(decoder.decode(bus.subscribe(standIn(99), 'unknown')[0]))![1]!;

describe('the live bus', () => {
  it('writes an event to many streams a bounded number per turn, in order', async () => {
    const bus = new LiveBus(true);
    const streams = Array.from({ length: 2 * WRITES_PER_TURN + 100 }, () => standIn());
    for (const stream of streams) bus.subscribe(stream, undefined);
    bus.deliver(draw('1'));
    bus.deliver(draw('2'));
    expect(streams.filter((s) => s.heard.length > 0)).toHaveLength(WRITES_PER_TURN);
    await nextTurn();
    expect(streams.filter((s) => s.heard.length > 0)).toHaveLength(2 * WRITES_PER_TURN);
    for (let turn = 0; turn < 4; turn += 1) await nextTurn();
    expect(streams.every((s) => s.heard.join() === '1,2')).toBe(true);
  });

  it('gives a stream that joins mid-way an event once, from the ring', async () => {
    const bus = new LiveBus(true);
    for (let i = 0; i < 2 * WRITES_PER_TURN; i += 1) bus.subscribe(standIn(), undefined);
    const before = position(bus);
    bus.deliver(draw('mid'));
    const late = standIn(7);
    const replay = bus.subscribe(late, before);
    for (const frame of replay) late.send(frame);
    for (let turn = 0; turn < 4; turn += 1) await nextTurn();
    bus.deliver(draw('after'));
    for (let turn = 0; turn < 4; turn += 1) await nextTurn();
    expect(late.heard).toEqual(['mid', 'after']);
  });

  it('skips streams that left before their turn', async () => {
    const bus = new LiveBus(true);
    const streams = Array.from({ length: 2 * WRITES_PER_TURN }, () => standIn());
    for (const stream of streams) bus.subscribe(stream, undefined);
    bus.deliver(draw('x'));
    const gone = streams.at(-1)!;
    bus.unsubscribe(gone);
    for (let turn = 0; turn < 4; turn += 1) await nextTurn();
    expect(gone.heard).toEqual([]);
    expect(streams.slice(0, -1).every((s) => s.heard.join() === 'x')).toBe(true);
  });
});
