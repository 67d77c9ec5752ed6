export { createAdminIfEmpty } from './admin-bootstrap';
export { usersRoutes } from './routes';
export { findUser, storePasswordHash } from './service';
export { toUser } from './user-dto';
