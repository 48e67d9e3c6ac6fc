import { z } from 'zod';

/** The one error shape of rulings §1. */
export const apiErrorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
