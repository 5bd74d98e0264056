export { UcDesignerPage as default } from './uc-favorites-pages';
