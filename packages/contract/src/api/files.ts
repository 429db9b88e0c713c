import { z } from 'zod';

export const ZFileKeyParams = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }).strict();
