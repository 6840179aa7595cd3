import { z } from 'zod';

/** A member shown in the editor's presence list (GET /pages/{id}/presence). */
export const ZPresenceMember = z.object({ userId: z.string().max(100), name: z.string().max(200) });
export type TPresenceMember = z.infer<typeof ZPresenceMember>;

/** The stream's `members` event: everyone else on the page now (one entry per person). */
export const ZPresenceMembers = z.object({ members: z.array(ZPresenceMember).max(500) });

/**
 * What page streams tell each other over the event bus (one connection = one open tab):
 * `join` asks the others to answer with `here`, `here` repeats as a heartbeat, `leave` on disconnect.
 */
export const ZPresenceSignal = z.object({
  type: z.enum(['join', 'here', 'leave']),
  connection: z.uuid(),
  member: ZPresenceMember,
});
export type TPresenceSignal = z.infer<typeof ZPresenceSignal>;
