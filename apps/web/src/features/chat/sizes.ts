/** Spec 01 §9 / 02: the scroll box is 400 px (600 px on /chat); images at most 300 px wide. */
export const CHAT_HEIGHT = 400;
export const CHAT_ADMIN_HEIGHT = 600;
export const CHAT_IMAGE_MAX_WIDTH = 300;
/** The typing line under the messages, and the row to write in (a `lg` ActionIcon's height). */
export const CHAT_TYPING_HEIGHT = 16;
export const CHAT_INPUT_HEIGHT = 42;
