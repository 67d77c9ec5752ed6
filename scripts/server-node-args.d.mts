export const serverNodeArgs: readonly string[];
/** The environment the server is launched with (server-node-args.mjs); the caller's own values win. */
export declare const serverEnv: Readonly<Record<string, string>>;
