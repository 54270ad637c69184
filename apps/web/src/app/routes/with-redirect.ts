/** `/login` or `/signup` keeping where the person was going: the domain's, which the server's sign-in page uses too. */
export { withRedirect } from '@livery/domain';
