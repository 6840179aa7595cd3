import { describe, expect, it } from 'vitest';
import { createLocalEventBus } from './event-bus';

describe('local event bus', () => {
  it('delivers to the subscribers of a topic only, until they unsubscribe', () => {
    const bus = createLocalEventBus();
    const heard: unknown[] = [];
    const stop = bus.subscribe('game:a', (payload) => heard.push(payload));
    bus.subscribe('game:b', () => heard.push('wrong'));
    bus.publish('game:a', 1);
    expect(heard).toEqual([1]);
    expect(bus.listenerCount('game:a')).toBe(1);
    expect(bus.listenerCount()).toBe(2);
    stop();
    bus.publish('game:a', 2);
    expect(heard).toEqual([1]);
    expect(bus.listenerCount('game:a')).toBe(0);
  });

  it('keeps delivering when one listener throws', () => {
    const bus = createLocalEventBus();
    const heard: unknown[] = [];
    bus.subscribe('t', () => {
      throw new Error('broken client');
    });
    bus.subscribe('t', (payload) => heard.push(payload));
    bus.publish('t', 'x');
    expect(heard).toEqual(['x']);
  });
});
