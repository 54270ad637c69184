// The sign-in form's schema on its own, for `import()`: the sign-in screen is the first most visitors see, and
// zod (about 25 KB gzip) then loads after it is drawn instead of before (issue 10).
export { loginSchema } from '@livery/domain';
