import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';
/** Decoded PNG bytes; a 700x500 canvas signature is far smaller. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;

/** GET /api/customer/contract/data/{id}: the contract HTML (sanitise before showing); once signed, the text that was signed. */
export const ZContractDataResponse = z.object({
  status: z.boolean(),
  data: z.object({
    content: z.string(),
    title: z.string(),
    signed: z.boolean(),
    signedAt: z.string().nullable(),
  }),
});
export type TContractDataResponse = z.infer<typeof ZContractDataResponse>;

/** POST /api/customer/contract/{id}: the signature canvas as a PNG data URL. */
export const ZSignContractRequest = z
  .object({
    data: z
      .string({ error: MESSAGES.contractSignRequired })
      .min(SIGNATURE_DATA_URL_PREFIX.length + 1, MESSAGES.contractSignRequired)
      .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + SIGNATURE_DATA_URL_PREFIX.length + 4, MESSAGES.fileTooLarge)
      .startsWith(SIGNATURE_DATA_URL_PREFIX, MESSAGES.contractSignatureInvalid),
  })
  .strict();
export type TSignContractRequest = z.infer<typeof ZSignContractRequest>;
export const ZSignContractResponse = z.object({ status: z.boolean(), message: z.string(), signedAt: z.string() });
