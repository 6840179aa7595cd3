export function renderIndex(): string;
export const indexPath: string;
