export { parseCsv, writeCsv } from './csv';
export { catalogueFileRoutes } from './routes';
