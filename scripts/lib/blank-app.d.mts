// Types of scripts/lib/blank-app.mjs for the specs and unit tests that import it.
export declare const BLANK_APP_DIR: string;
export declare function blankBuildInputs(root?: string): string[];
export declare function blankBuildIsCurrent(root?: string): boolean;
export declare function ensureBlankBuild(options?: { force?: boolean; root?: string }): boolean;
export declare function startBlankApp(options: { port: number; root?: string }): Promise<{ base: string; stop: () => void }>;
