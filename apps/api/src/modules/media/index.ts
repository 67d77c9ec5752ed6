export { adminFormRoute } from './admin-form-route';
export { responsiveWidths, type StoredImage, storedImageFiles, storeImage } from './images';
export { type StoredMedia, storeMediaFile } from './media-files';
export {
  acceptMultipartForms,
  imageFormLimits,
  type MultipartForm,
  mediaFormLimits,
  readMultipartForm,
} from './multipart';
export { loadSharp } from './sharp';
export { uploadsRoutes } from './uploads-routes';
export { type ImageRow, toImage, toUpload, uploadUrl } from './urls';
