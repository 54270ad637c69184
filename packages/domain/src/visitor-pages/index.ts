export * from './page-parts.js';
export * from './visitor-home.js';
export * from './sign-in-page.js';
export * from './trip-step.js';
export * from './static-page.js';
