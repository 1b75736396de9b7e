import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
