export const ROOT: string;
export const DIST_DIR: string;
export const BUILDS_DIR: string;
export const CURRENT_LINK: string;
export function outDirArgument(argv?: string[]): string;
