/** chromium.mjs, for the TypeScript suites (tooling/e2e). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
