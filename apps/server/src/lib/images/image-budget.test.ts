import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { AppError } from '../errors';
import { decodingCost, ImageWorkQueue, MAX_INPUT_SIDE } from './image-budget';

const MB = 1024 * 1024;

/** A job that runs until released, recording how many run at once. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { done, release };
}

describe('image decoding budget', () => {
  it('estimates line decoders by width and whole-frame decoders by pixels; refuses what no process can decode', () => {
    expect(decodingCost({ format: 'png', width: 10_000, height: 10_000 })).toBeLessThan(100 * MB);
    expect(decodingCost({ format: 'jpeg', width: 4000, height: 3000 })).toBeLessThan(50 * MB);
    expect(decodingCost({ format: 'gif', width: 4000, height: 4000 })).toBeGreaterThan(64 * MB);
    for (const header of [
      { format: 'png', width: 10_001, height: 10_000 },
      { format: 'png', width: MAX_INPUT_SIDE + 1, height: 10 },
      { format: 'jpeg', width: 10, height: MAX_INPUT_SIDE + 1 },
      { format: 'gif', width: 6000, height: 5000 },
      { format: 'heif', width: 6000, height: 5000 },
    ]) {
      expect(() => decodingCost(header), JSON.stringify(header)).toThrow(new AppError(413, MESSAGES.upload.tooManyPixels));
    }
  });

  it('runs jobs while their cost fits the budget and the parallel cap; the rest wait in arrival order', async () => {
    const queue = new ImageWorkQueue(100 * MB, 2, 10);
    const started: string[] = [];
    const gates: Record<string, ReturnType<typeof gate>> = {};
    const job = (name: string, cost: number) => {
      gates[name] = gate();
      return queue.run(cost * MB, async () => {
        started.push(name);
        await gates[name]!.done;
        return name;
      });
    };
    const tick = () => new Promise((r) => setTimeout(r, 5));
    const a = job('a', 60);
    const b = job('b', 60); // does not fit beside a
    const c = job('c', 10); // would fit, but waits behind b (no overtaking)
    await tick();
    expect(started).toEqual(['a']);
    expect(queue.stats).toEqual({ inFlight: 60 * MB, running: 1, waiting: 2 });
    gates.a!.release();
    await a;
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    const d = job('d', 1); // two running already
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    gates.b!.release();
    gates.c!.release();
    await Promise.all([b, c]);
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    gates.d!.release();
    expect(await d).toBe('d');
    expect(queue.stats).toEqual({ inFlight: 0, running: 0, waiting: 0 });
  });

  it('runs a job costlier than the budget alone, releases its share when it fails, and answers 503 when the line is full', async () => {
    const queue = new ImageWorkQueue(100 * MB, 2, 1);
    const big = gate();
    const first = queue.run(500 * MB, () => big.done);
    const second = queue.run(MB, async () => 'second');
    await expect(queue.run(MB, async () => 'third')).rejects.toThrow(new AppError(503, MESSAGES.upload.busy));
    big.release();
    await first;
    expect(await second).toBe('second');
    await expect(queue.run(MB, async () => Promise.reject(new Error('decoder failed')))).rejects.toThrow('decoder failed');
    expect(queue.stats).toEqual({ inFlight: 0, running: 0, waiting: 0 });
  });
});
