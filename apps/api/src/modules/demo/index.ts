export { seedDemoStoreIfEmpty } from './seed';
