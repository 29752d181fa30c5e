// @salone/ui/media: the photo gallery and the file picker, shared on their own so that pages
// without photos or uploads (the home page first) do not download them.
export { Gallery, type GalleryProps } from './components/Gallery';
export { FileField, type FileFieldProps } from './fields/FileField';
