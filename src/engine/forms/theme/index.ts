export { templates, type FormContext } from './templates';
export { widgets } from './widgets';
