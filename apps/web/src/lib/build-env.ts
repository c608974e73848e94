/** The only reader of Vite's build variables (lint forbids import.meta.env elsewhere). */
export const isDevelopment = import.meta.env.DEV;
