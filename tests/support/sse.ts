/** One Server-Sent Event as the browser's EventSource would see it. */
export type SseMessage = { event: string; data: string };

/**
 * Reads an SSE response body message by message (comments such as heartbeats are counted but
 * not returned). `next()` waits for the next message, failing after `timeoutMs`.
 */
export function sseReader(response: Response) {
  if (!response.body) throw new Error('response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const queue: SseMessage[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let comments = 0;
  let ended = false;

  const parseBlock = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    let isComment = block.length > 0;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      isComment = false;
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (isComment) comments += 1;
    else if (data.length > 0) queue.push({ event, data: data.join('\n') });
  };

  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
        let index = buffer.indexOf('\n\n');
        while (index !== -1) {
          parseBlock(buffer.slice(0, index));
          buffer = buffer.slice(index + 2);
          index = buffer.indexOf('\n\n');
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // cancelled by close()
    } finally {
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    }
  })();

  return {
    async next(timeoutMs = 5000): Promise<SseMessage> {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (ended) throw new Error('the event stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return queue.shift()!;
    },
    /** Messages already received and not taken yet. */
    pending: () => queue.length,
    comments: () => comments,
    ended: () => ended,
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}
