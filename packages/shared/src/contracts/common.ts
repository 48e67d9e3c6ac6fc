import { z } from 'zod';
import { LIMITS } from '../limits';

/** Cursor paging shared by every list (rulings §4). */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });
export const okSchema = z.object({ ok: z.literal(true) });
