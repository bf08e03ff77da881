export function ensureWebBuilt(): void;
