/** Types of scripts/server-bundle.mjs, for the tests and benches that start the bundled server. */
export declare const serverBundle: string;
export declare function serverBundleIsStale(): boolean;
export declare function buildServerBundle(): Promise<void>;
export declare function ensureServerBundle(log?: { info(message: string): void }): Promise<void>;
