/**
 * The designer guard's refusal (docs/product.md §8), answered by the app shell's guard and by the api for
 * designer-only calls. A module (and build entry) of its own: the shell needs only this one message, and
 * `MESSAGES` (messages.ts, which lists it too) would bring every form's messages into the first load.
 */
export const DESIGNER_ONLY_MESSAGE = '设计师才可以访问';
