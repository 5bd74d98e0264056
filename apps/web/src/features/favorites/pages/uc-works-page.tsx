export { UcWorksPage as default } from './uc-favorites-pages';
