export { adminFormRoute } from './admin-form-route';
export {
  checkImage,
  MAX_IMAGE_BYTES,
  responsiveWidths,
  type StoredImage,
  storedImageFiles,
  storeImage,
} from './images';
export { type StoredMedia, storeMediaFile } from './media-files';
export {
  acceptMultipartForms,
  type FormLimits,
  imageFormLimits,
  type MultipartForm,
  mediaFormLimits,
  readMultipartForm,
} from './multipart';
export { loadSharp } from './sharp';
export { uploadsRoutes } from './uploads-routes';
export { type ImageRow, toImage, toUpload, uploadUrl } from './urls';
