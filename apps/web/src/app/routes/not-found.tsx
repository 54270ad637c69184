export { NotFoundScreen as NotFoundPage } from '../../components/errors/not-found-screen';
