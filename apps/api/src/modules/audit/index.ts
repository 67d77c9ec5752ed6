export { type AuditLog, auditRecorder } from './recorder';
export { auditLogRoutes } from './routes';
