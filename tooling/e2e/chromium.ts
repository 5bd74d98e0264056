/** How both Playwright configs start Debian's Chromium (tooling/scripts/chromium.mjs: path and flags). */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
