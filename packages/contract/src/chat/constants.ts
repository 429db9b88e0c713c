// The chat's limits and timings, apart from its schemas: the web app's socket and chat panel import them without zod.
/** Longest text message, in characters. */
export const CHAT_MESSAGE_MAX_CHARS = 10_000;
/** Largest frame the server reads; a bigger one closes the socket (1009). */
export const CHAT_MAX_FRAME_BYTES = 64 * 1024;
/** Spec 01 §5: what may be attached in the chat. */
export const CHAT_ATTACHMENT_EXTENSIONS = ['doc', 'docx', 'jpg', 'jpeg', 'png', 'pdf', 'csv', 'xlsx'] as const;
/** Spec 01 §9 / 02 §4: client timings. */
export const CHAT_TIMINGS = { reconnectMs: 2000, subscribeDelayMs: 1000, pingEveryMs: 60_000, pongTimeoutMs: 20_000 } as const;
