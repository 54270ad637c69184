/** What other modules use of this one: nothing yet (decision 057); `app.ts` registers the routes. */
export {};
